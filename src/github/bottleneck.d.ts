/** The light build of Bottleneck (no Redis clustering), the one `@octokit/plugin-throttling` loads: the full build's types. */
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
