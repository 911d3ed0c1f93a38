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
import { afterFirstPaint } from "./lib/after-first-paint.ts";

// The entry holds only the styles and this: the app (React, the router, every page's code) is a chunk the
// HTML preloads (scripts/web-build/preload-app-chunk.ts) and runs once the browser has painted. A page
// rendered at build time is on screen before any of that script runs; an empty root has nothing to wait for.
const root = document.getElementById("root")!;
const painted = root.hasChildNodes() ? afterFirstPaint() : Promise.resolve();
void painted.then(() => import("./app/boot.tsx")).then(({ boot }) => boot(root));
