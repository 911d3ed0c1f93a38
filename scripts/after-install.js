// The last words of `npm install` and `npm ci` (package.json's postinstall), run by the Node the npm scripts use: the
// one the install brought (node_modules/.bin comes first on their PATH), whatever the machine's own Node is. Plain
// JavaScript, so that it cannot fail on an older Node.
import process from "node:process";

const major = Number(process.versions.node.split(".")[0]);
process.stdout.write(
  major >= 24
    ? `Node ${process.version} came with the install and is used by every npm script (npm start, npm test…), whatever Node this machine has.\n`
    : `Salon needs Node 24, which the install should have brought (the "node" dev dependency), but npm scripts run on Node ${process.version}: try \`npm ci\` again.\n`,
);
