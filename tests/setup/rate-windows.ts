// The shared limits count in fixed windows of wall-clock time (api/attempts.ts). A test that sends
// a limit's worth of requests on the real clock first waits out the end of a window, so all of its
// requests fall in one window and the refusal comes at the same count on any machine.
export async function startOfQuietWindow(windowMs = 60_000, neededMs = 20_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
