import "./lib/zod-without-eval.ts";
import "@fontsource-variable/fraunces";
import "@fontsource-variable/inter";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/components.css";
import "./styles/layout.css";
import "./styles/marketing.css";
import "./styles/comments.css";
import "./styles/gallery.css";
import "./styles/gallery-detail.css";
import "./styles/events.css";
import "./styles/members.css";
import "./styles/event-page.css";
import "./styles/admin.css";
import "./styles/mail.css";
import "./styles/schedule.css";
import "./styles/applications.css";
import "./styles/settings.css";
import "./styles/users.css";
import "./styles/invitation-codes.css";
import "./styles/event-categories.css";
import "./styles/search.css";
import "./styles/notifications.css";
import "./styles/membership.css";
import { afterPageShown } from "./lib/after-page-shown.ts";
import { holdTapsUntilHydrated } from "./lib/taps-before-hydration.ts";

// The entry holds only the styles and this: the app (React, the router, every page's code) is a chunk of its
// own. A page rendered at build time reads and works without it (its links are plain links): the app is fetched
// only once that page has loaded and been painted (or at its first tap on a button), so it never competes with
// what the page shows, and then hydrates it. Any other page arrives as the app's frame (data-frame: header, "Loading…", footer) with the app
// preloaded (scripts/web-build/preload-app-chunk.ts), which runs at once and renders over the frame.
const root = document.getElementById("root")!;
const prerendered = root.hasChildNodes() && root.dataset.frame === undefined;
const taps = prerendered ? holdTapsUntilHydrated() : undefined;
const ready = taps ? Promise.race([afterPageShown(), taps.firstTap]) : Promise.resolve();
void ready
  .then(() => import("./app/boot.tsx"))
  .then(({ boot }) => boot(root, { hydrate: prerendered, onReady: () => taps?.replay() }));
