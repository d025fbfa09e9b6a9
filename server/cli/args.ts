import { type ParseArgsConfig, parseArgs } from 'node:util';

export type CliOptions = NonNullable<ParseArgsConfig['options']>;

/** A command's options as read, and their string values by name. */
export interface ReadOptions {
  values: Record<string, string | boolean | undefined>;
  str(name: string): string | undefined;
}

/**
 * The operator commands' options (with `--help`/`-h` added): the values, or the exit code when the command ends here,
 * 1 after an unknown or malformed option (the message and the usage on stderr), 0 after `--help` (the usage).
 */
export function readOptions(options: CliOptions, usage: string, args?: string[]): ReadOptions | number {
  let values: ReadOptions['values'];
  try {
    ({ values } = parseArgs({ args, options: { ...options, help: { type: 'boolean', short: 'h' } } }));
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${usage}`);
    return 1;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  return { values, str: (name) => (typeof values[name] === 'string' ? (values[name] as string) : undefined) };
}
