// The error a call fails with, for tests that look inside it (its class, its fields, that it
// holds no secret); a call that succeeds fails the test.
export async function failureOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}
