import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { BackHome } from '../ui/back-home';
import { Button } from '../ui/button';
import { useMessages } from '../lib/i18n';
import { shellMessages } from './messages';
import { FrameReady } from '../lib/on-device';

type BoundaryProps = { children: ReactNode; resetKey: string };
type BoundaryState = { error: Error | null };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <RouteError detail={this.state.error.message} /> : this.props.children;
  }
}

/** Catches a screen that throws or whose chunk fails to load; cleared by navigating elsewhere. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}

/** Shown when a screen fails to load or throws, most often a chunk missing after an update while offline. */
function RouteError({ detail }: { detail: string }) {
  const t = useMessages(shellMessages);
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold">{t.screenFailed}</h1>
      <p className="text-slate-600 dark:text-slate-400">{t.screenFailedText}</p>
      {detail ? <p className="text-sm text-slate-500">{detail}</p> : null}
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{t.reload}</Button>
        <BackHome />
      </div>
      <FrameReady />
    </div>
  );
}
