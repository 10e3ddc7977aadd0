// The initial schema: the tables, then the counters and the triggers that keep them.
import {
  COUNTED_TABLES,
  COUNTER_FUNCTIONS,
  VALUE_COUNTED,
  childCounter,
  countedTable,
  valueCounter,
} from './schema-counters';
import { TABLES } from './schema-tables';

export const INITIAL_SCHEMA = `
${COUNTER_FUNCTIONS}
${TABLES}
${COUNTED_TABLES.map(countedTable).join('\n')}
${Object.entries(VALUE_COUNTED)
  .flatMap(([table, columns]) => columns.map((column) => valueCounter(table, column)))
  .join('\n')}
${childCounter('messages', 'source_uuid', 'sources', 'messages_count')}
${childCounter('orders', 'buyer_uuid', 'buyers', 'orders_count')}
`;
