/**
 * Vitest setup: `@actions/github`'s `context`, read afresh from the
 * environment each time it is used. The toolkit reads the event once, when
 * the module is first imported, as fits one run per process; the in-process
 * tests run many events in one process (`vi.stubEnv`), so each access builds
 * a new `Context` from the variables of the moment, as the runner's process
 * would have at its start. Everything else is the real module.
 */
import { vi } from 'vitest';

vi.mock('@actions/github', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@actions/github')>();
  const Context = actual.context.constructor as new () => typeof actual.context;
  return {
    ...actual,
    get context() {
      return new Context();
    },
  };
});

// The tests' events are their own: when the suite itself runs in GitHub Actions, the runner's event is not theirs.
delete process.env.GITHUB_EVENT_NAME;
delete process.env.GITHUB_EVENT_PATH;
