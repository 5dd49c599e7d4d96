// Test-only: a screen that throws, so end-to-end tests can see the error boundary at work. The shell
// renders TestThrow only when main says its test hooks are on (VIGIL_TEST_HOOKS=1, never in a
// release); it throws, while sessionStorage's 'vigil.test.throw' names the screen shown.
export const TEST_THROW_KEY = 'vigil.test.throw';

export function TestThrow({ screen }: { screen: string }): null {
  if (sessionStorage.getItem(TEST_THROW_KEY) === screen) throw new Error(`Test-only failure of the ${screen} screen`);
  return null;
}
