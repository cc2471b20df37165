/** Every area serves its own spec at `<prefix>/openapi.json` and `.yaml`, exactly as loaded. */
import { readFileSync } from 'node:fs';
import { readSpec } from '../../pipeline/openapi-document.js';
import { Reply } from '../../pipeline/reply.js';

export function specDocumentHandlers(specPath: string) {
  // On first use, from the document createApp already parsed: not a second parse per start.
  let yamlText: string | undefined;
  let json: string | undefined;
  return {
    getOpenApiJson: () => Reply.raw(200, 'application/json', JSON.parse((json ??= JSON.stringify(readSpec(specPath)))) as object),
    getOpenApiYaml: () => Reply.raw(200, 'application/yaml', (yamlText ??= readFileSync(specPath, 'utf8'))),
  };
}
