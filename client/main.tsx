/**
 * Entry point: picks the screen for the current path. Everything a table needs lives
 * under TablePage, which owns the connection for as long as the player is on it.
 */
import { render } from "preact";
import { Home } from "./components/Home.tsx";
import { TablePage } from "./components/TablePage.tsx";
import { currentPath, tableIdOf } from "./state/route.ts";
import "./styles.css";

function App() {
  const tableId = tableIdOf(currentPath.value);
  return tableId ? <TablePage key={tableId} tableId={tableId} /> : <Home />;
}

render(<App />, document.getElementById("app")!);
