/** Every area serves its own spec at `<prefix>/openapi.json` and `.yaml`, exactly as loaded. */
import { readFileSync } from 'node:fs';
import YAML from 'yaml';
import { Reply } from '../../pipeline/reply.js';

export function specDocumentHandlers(specPath: string) {
  const yamlText = readFileSync(specPath, 'utf8');
  const json = JSON.stringify(YAML.parse(yamlText));
  return {
    getOpenApiJson: () => Reply.raw(200, 'application/json', JSON.parse(json) as object),
    getOpenApiYaml: () => Reply.raw(200, 'application/yaml', yamlText),
  };
}
