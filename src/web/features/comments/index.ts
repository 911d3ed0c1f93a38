// The comments feature's public entry: the widget that an event's notes and an image's detail show. Other features
// import from here only (eslint.config.js, "Web features meet only through a public entry").
export { CommentsWidget } from "./components/CommentsWidget.tsx";
