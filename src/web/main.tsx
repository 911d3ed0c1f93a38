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
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
