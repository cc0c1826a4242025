import readline from 'node:readline';

export type Prompter = {
  /** Asks for a secret; on a terminal the typing is not shown. */
  hidden(question: string): Promise<string>;
  /** Whether a person is typing (a terminal), rather than a pipe. */
  interactive: boolean;
  close(): void;
};

/**
 * Questions on the terminal. From a pipe (`echo pw | npm run admin:create …`) each answer is one
 * line; on a terminal the input is read in raw mode so a password never appears on screen.
 */
export function createPrompter(
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stdout,
): Prompter {
  if (!input.isTTY) {
    // Made on the first question only: an open reader would keep the process waiting on stdin.
    let reader: readline.Interface | null = null;
    let lines: AsyncIterator<string> | null = null;
    return {
      interactive: false,
      async hidden(question) {
        reader ??= readline.createInterface({ input, terminal: false });
        lines ??= reader[Symbol.asyncIterator]();
        output.write(question);
        const next = await lines.next();
        output.write('\n');
        if (next.done) throw new Error('No answer was given.');
        return next.value;
      },
      close: () => reader?.close(),
    };
  }
  return { interactive: true, hidden: (question) => readHidden(input, output, question), close() {} };
}

function readHidden(input: NodeJS.ReadStream, output: NodeJS.WriteStream, question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = '';
    output.write(question);
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.resume();
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new Error('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    input.on('data', onData);
  });
}
