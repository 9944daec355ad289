import { Heading, Stack, Text } from '@rsm/shared';

type Block = { kind: 'heading' | 'paragraph'; text: string };

/** Splits the server's plain-text body: blank lines part blocks, a block starting '## ' is a section heading. */
export function parseBody(body: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of body.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n');
    let paragraph: string[] = [];
    const flush = () => {
      const text = paragraph.join(' ').trim();
      if (text) blocks.push({ kind: 'paragraph', text });
      paragraph = [];
    };
    for (const line of lines) {
      if (line.startsWith('## ')) {
        flush();
        blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      } else paragraph.push(line.trim());
    }
    flush();
  }
  return blocks;
}

/** The page text as headings and paragraphs: React text nodes only, never the server's markup. */
export function PageBody({ body }: { body: string }) {
  return (
    <Stack gap="4" maxW="48rem">
      {parseBody(body).map((block, index) =>
        block.kind === 'heading' ? (
          <Heading key={index} as="h2" fontSize="xl" mt="4">
            {block.text}
          </Heading>
        ) : (
          <Text key={index}>{block.text}</Text>
        ),
      )}
    </Stack>
  );
}
