// The version-skew matrix's helper (scripts/test.mjs and e2e/tests/skew.spec.ts use it), on RELEASE_STORE:
//   node scripts/skew.mjs prepare          build each app's previous release into the store; print app → version
//   node scripts/skew.mjs cell '<json>'    serve these versions ({"catalogue":"prev-abc1234"}; the others at HEAD)
//   node scripts/skew.mjs restore          the registry as it was before `prepare`
import { storeDir } from './lib/release-store.mjs';
import { prepareSkew, restoreRegistry, serveCell } from './lib/skew.mjs';

const store = storeDir();
const [command, argument] = process.argv.slice(2);
if (command === 'prepare') console.log(JSON.stringify(await prepareSkew(store)));
else if (command === 'cell') await serveCell(store, JSON.parse(argument ?? '{}'));
else if (command === 'restore') restoreRegistry(store);
else {
  console.error("usage: skew.mjs prepare | cell '<json>' | restore");
  process.exit(2);
}
