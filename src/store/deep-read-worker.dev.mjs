// The deep-read worker's entry under tsx (tests): worker threads do not inherit tsx's loader,
// so the TypeScript module is loaded through tsx's API. The built server loads the compiled
// deep-read-worker.js directly (src/store/deep-reads.ts).
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport(new URL('./deep-read-worker.ts', import.meta.url).href, import.meta.url);
export default worker.default;
