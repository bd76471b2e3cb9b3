import { describe, expect, it } from 'vitest';
import { splitSqlStatements } from './sql-statements';

describe('splitSqlStatements', () => {
  it('splits at the semicolons that end statements, not those in bodies, strings, identifiers or comments', () => {
    const script = [
      '-- header; with a semicolon',
      '',
      'CREATE OR REPLACE FUNCTION public.f()',
      '  RETURNS trigger',
      '  LANGUAGE plpgsql',
      'AS $function$',
      'BEGIN',
      "  RAISE NOTICE 'a; b ''quoted; still''';",
      '  RETURN NULL;',
      'END',
      '$function$;',
      '',
      'DROP TRIGGER IF EXISTS "odd;name" ON public.t;',
      '/* a block; comment */ CREATE TRIGGER t_changed AFTER UPDATE ON public.t FOR EACH ROW WHEN ((old.a IS DISTINCT FROM \';\')) EXECUTE FUNCTION f();',
      'select $$x;y$$, $tag$ $$; $tag$;',
      '-- trailing comment; nothing more',
      '',
    ].join('\n');
    const statements = splitSqlStatements(script);
    expect(statements).toHaveLength(4);
    expect(statements[0]).toMatch(/^-- header; with a semicolon\n\nCREATE OR REPLACE FUNCTION[\s\S]*RETURN NULL;\nEND\n\$function\$$/);
    expect(statements[1]).toBe('DROP TRIGGER IF EXISTS "odd;name" ON public.t');
    expect(statements[2]).toMatch(/^\/\* a block; comment \*\/ CREATE TRIGGER t_changed .* EXECUTE FUNCTION f\(\)$/);
    expect(statements[3]).toBe('select $$x;y$$, $tag$ $$; $tag$');
  });

  it('keeps a last statement without a semicolon and drops empty ones', () => {
    expect(splitSqlStatements(';;\n select 1;\n\n select 2 ')).toEqual(['select 1', 'select 2']);
  });
});
