/** `npm run tenants -- <command>`: the store's tenants and HR companies (src/services/records/owners.ts; see HELP). */
import type { Owner } from '../services/records/owners.js';
import { DATA_AREAS, OWNERS } from '../store/lists.js';
import { answeredHelp, EXIT, knownName, ownerOption, parseCommandLine, runWhenInvoked, UsageError, type ProcessIo } from './shell.js';

const USAGE = 'usage: tenants create --area <area> (--tenant|--company) <id> [--name <name>] [--currency <code>] | tenants list [--area <area>] | tenants remove --area <area> (--tenant|--company) <id> --yes';

const HELP = `tenants: the tenants (marketing, crawl platform) and HR companies of the services' store
(DATABASE_URL, else the SQLite file in DATA_DIR).

usage: npm run tenants -- <command> [options]

commands:
  create --area marketing --tenant <id> [--name <name>] [--currency <code>]
  create --area crawler --tenant <id> [--name <name>]
  create --area hrm --company <id> [--name <name>]
                        a new tenant or company (id: lower-case letters, digits and -; the name
                        defaults to the id, a marketing tenant's currency to USD)
  list [--area marketing|hrm|crawler]
                        every tenant and company: area, id, name (and currency)
  remove --area <area> (--tenant|--company) <id> --yes
                        removes it with every row of its lists and its API keys (which every
                        serving instance then refuses within 1 s); without --yes it only says so

options:
  -h, --help            this text

exit codes: 0 done, 1 failure (unknown or existing tenant or company), 2 bad usage`;

function describe(owner: Owner): string {
  return [owner.area, OWNERS[owner.area].noun, owner.id, JSON.stringify(owner.name), ...(owner.currency ? [owner.currency] : [])].join('  ');
}

function parse(argv: string[]) {
  const [command, ...rest] = argv;
  const { values } = parseCommandLine({
    args: rest,
    options: { area: { type: 'string' }, tenant: { type: 'string' }, company: { type: 'string' }, name: { type: 'string' }, currency: { type: 'string' }, yes: { type: 'boolean' } },
  });
  const area = knownName('area', values.area, DATA_AREAS);
  const ownerOf = () => {
    if (!area) throw new UsageError(`${command} needs --area (${DATA_AREAS.join(', ')})`);
    const id = ownerOption(OWNERS[area], values);
    if (!id) throw new UsageError(`${command} needs ${OWNERS[area].flag}`);
    return { area, id };
  };
  switch (command) {
    case 'create':
      if (values.yes) throw new UsageError('create takes no --yes');
      return { command, ...ownerOf(), name: values.name, currency: values.currency } as const;
    case 'list':
      if (values.tenant !== undefined || values.company !== undefined || values.name !== undefined || values.currency !== undefined || values.yes) throw new UsageError('list takes only --area');
      return { command, area } as const;
    case 'remove':
      if (values.name !== undefined || values.currency !== undefined) throw new UsageError('remove takes no --name or --currency');
      return { command, ...ownerOf(), yes: values.yes === true } as const;
    case undefined:
      throw new UsageError('no command given');
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

export async function main(argv: string[], io: ProcessIo): Promise<number> {
  if (answeredHelp(argv, HELP, { helpCommand: true, write: io.stdout })) return EXIT.done;
  const { createOwner, listOwners, OwnerRequestError, removeOwner } = await import('../services/records/owners.js');
  const { skipDemoData } = await import('../store/database.js');
  const { runOnStore } = await import('./data-store.js');
  const refused = (error: unknown) => (error instanceof OwnerRequestError ? `tenants: ${error.message}` : undefined);
  return runOnStore(io, { name: 'tenants', usage: USAGE, kind: 'bulk', refused }, async (open) => {
    const request = parse(argv);
    const { store } = await open();
    if (request.command === 'create') {
      await skipDemoData(store.db);
      const owner = await createOwner(store.db, request.area, { id: request.id, name: request.name, currency: request.currency });
      io.stdout(`created ${describe(owner)}`);
      const { noun, flag, keyService } = OWNERS[request.area];
      io.stdout(`next: npm run import -- --area ${request.area} ${flag} ${owner.id} --list <list> FILE`);
      if (keyService) io.stdout(`      npm run keys -- create --service ${keyService} ${flag} ${owner.id}${keyService === 'hrm' ? ' --scopes employee.read' : ''} --name <name>   (an API key for this ${noun})`);
    } else if (request.command === 'list') {
      const owners = await listOwners(store.db, request.area);
      if (owners.length === 0) io.stdout('no tenants or companies');
      for (const owner of owners) io.stdout(describe(owner));
    } else {
      const { noun } = OWNERS[request.area];
      if (!request.yes) {
        io.stderr(`tenants: remove deletes the ${request.area} ${noun} "${request.id}" with every row of its lists and its API keys; run it again with --yes to do so`);
        return EXIT.failure;
      }
      const removed = await removeOwner(store.db, request.area, request.id);
      io.stdout(`removed ${describe(removed.owner)}: ${Object.entries(removed.rows).map(([list, count]) => `${list}=${count}`).join(' ')}`);
    }
    return EXIT.done;
  });
}

runWhenInvoked(import.meta.url, main);
