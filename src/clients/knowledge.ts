/**
 * Typed client of the knowledge monitor (spec/knowledge.yaml). Public: no credential.
 *
 *   const knowledge = createKnowledgeClient('http://127.0.0.1:8081');
 *   const { data, error } = await knowledge.GET('/api/v1/sources');
 */
import type { Client } from 'openapi-fetch';
import type { paths } from '../../generated/knowledge.js';
import { createAreaClient, type AreaClientOptions } from './area-client.js';

export type KnowledgeClient = Client<paths>;
export type KnowledgeClientOptions = AreaClientOptions;

export function createKnowledgeClient(baseUrl: string, options: KnowledgeClientOptions = {}): KnowledgeClient {
  return createAreaClient<paths>(baseUrl, options, {});
}
