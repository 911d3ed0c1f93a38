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
import "./styles/event-page.css";
import "./styles/admin.css";
import "./styles/mail.css";
import "./styles/schedule.css";
import "./styles/applications.css";
import "./styles/settings.css";
import "./styles/users.css";
import "./styles/invitation-codes.css";
import { afterPageShown } from "./lib/after-page-shown.ts";

// The entry holds only the styles and this: the app (React, the router, every page's code) is a chunk of its
// own. An empty root has nothing to show without it, so its HTML preloads it (scripts/web-build/preload-app-chunk.ts)
// and it runs at once. A page rendered at build time reads and works without it (its links are plain links): the
// app is fetched only once that page has loaded and been painted, so it never competes with what the page shows.
const root = document.getElementById("root")!;
const painted = root.hasChildNodes() ? afterPageShown() : Promise.resolve();
void painted.then(() => import("./app/boot.tsx")).then(({ boot }) => boot(root));
