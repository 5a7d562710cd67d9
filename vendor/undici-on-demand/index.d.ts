export { ProxyAgent } from 'undici';
