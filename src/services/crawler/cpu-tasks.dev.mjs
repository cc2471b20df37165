// The CPU pool's worker entry under tsx (tests, `npm run serve:dev`): worker threads do not
// inherit tsx's loader, so the TypeScript module is loaded through tsx's API. The built
// server loads the compiled cpu-tasks.js directly (src/services/crawler/index.ts).
import { tsImport } from 'tsx/esm/api';

const tasks = await tsImport(new URL('./cpu-tasks.ts', import.meta.url).href, import.meta.url);
export default tasks.default;
