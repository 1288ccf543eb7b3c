import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { StoreDialect } from './types';

/**
 * An integer key the database numbers itself: SQLite's INTEGER PRIMARY KEY AUTOINCREMENT, or a
 * PostgreSQL identity column. The one column type that is written differently on each engine.
 */
export function addGeneratedId<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
  column: string,
  dialect: StoreDialect,
): CreateTableBuilder<T, C> {
  return dialect === 'postgres'
    ? table.addColumn(column, 'integer', (col: ColumnDefinitionBuilder) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn(column, 'integer', (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement());
}
