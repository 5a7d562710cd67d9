export { ProxyAgent, fetch } from 'undici';
