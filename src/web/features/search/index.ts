export { HeaderSearch } from "./components/HeaderSearch.tsx";
