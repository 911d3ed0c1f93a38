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
import { createRoot, hydrateRoot } from "react-dom/client";

import { App } from "./app/App.tsx";

// A page rendered at build time (scripts/prerender-pages.ts) arrives with its HTML: React takes it over;
// any other path arrives with an empty root and React renders it.
const root = document.getElementById("root")!;
if (root.hasChildNodes()) hydrateRoot(root, <App />);
else createRoot(root).render(<App />);
