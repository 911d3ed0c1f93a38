import { Component, Suspense, type ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { Button } from "../../components/ui/Button.tsx";
import { SHELL_COPY } from "../../content/shell.ts";

/** What stands in a page's place while its chunk arrives. */
export function PageLoading() {
  return (
    <main id="main" className="page status-page" aria-busy="true">
      <p>{SHELL_COPY.pageLoading}</p>
    </main>
  );
}

function PageFailed() {
  return (
    <main id="main" className="page status-page">
      <p role="alert">{SHELL_COPY.pageLoadFailed}</p>
      <p>
        <Button variant="quiet" onClick={() => window.location.reload()}>
          {SHELL_COPY.reload}
        </Button>
      </p>
    </main>
  );
}

/**
 * A page whose chunk fails to arrive (offline, or a new release replaced its file while the tab stayed open)
 * says so instead of blanking the whole app; moving to another page tries again.
 */
class PageLoadBoundary extends Component<
  { pathname: string; children: ReactNode },
  { failed: boolean; pathname: string }
> {
  override state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown) {
    console.error("The page failed to load", error);
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

/** Where the current page goes: pages in chunks of their own show a quiet placeholder while they arrive. */
export function PageSlot() {
  const { pathname } = useLocation();
  return (
    <PageLoadBoundary pathname={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </PageLoadBoundary>
  );
}
