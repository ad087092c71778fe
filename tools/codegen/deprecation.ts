// `@deprecated` JSDoc that says what to use instead and when the old thing goes: the message comes from
// the contract model (packages/contract/src/deprecation.ts). openapi-typescript writes a bare
// `@deprecated`; we mark each deprecated object's description before generation and, after it, replace
// the bare tag of the comment that carries the mark.
import ts from 'typescript';
import { deprecationMessage, type JsonObject, type OperationSpec, stabilityNote } from '@canton-openapi/contract';

const markerPattern = /@@deprecated-(\d+)@@ ?/;

/** Collects the messages of marked objects; `mark` prefixes a description with a findable token. */
export class DeprecationMarks {
  readonly messages: string[] = [];
  readonly #specVersion: string | undefined;

  /** `specVersion`: the release the contract describes, which decides whether a removal is due now. */
  constructor(specVersion?: string) {
    this.#specVersion = specVersion;
  }

  /** Marks `node` (a clone being prepared for generation), remembering its message. */
  mark(node: JsonObject): void {
    const index = this.messages.push(deprecationMessage(node, this.#specVersion)) - 1;
    const description = typeof node.description === 'string' ? node.description : '';
    node.description = `@@deprecated-${index}@@ ${description}`.trimEnd();
  }

  /** Rewrites every marked comment under `nodes`: `@deprecated <message>`, the mark removed. */
  apply(nodes: readonly ts.Node[]): void {
    const visit = (node: ts.Node): void => {
      const comments = ts.getSyntheticLeadingComments(node);
      if (comments?.some((c) => markerPattern.test(c.text))) {
        ts.setSyntheticLeadingComments(
          node,
          comments.map((c) => ({ ...c, text: this.rewrite(c.text) })),
        );
      }
      ts.forEachChild(node, visit);
    };
    nodes.forEach(visit);
  }

  private rewrite(text: string): string {
    const match = markerPattern.exec(text);
    if (match === null) return text;
    const message = this.messages[Number(match[1])];
    if (message === undefined) throw new Error(`deprecation mark ${match[0]} has no message`);
    const withTag = text.replace(/^(\s*\*\s*)@deprecated\s*$/m, `$1@deprecated ${message}`);
    if (withTag === text) throw new Error(`a comment carries deprecation mark ${match[0].trim()} but no @deprecated tag:\n${text}`);
    return withTag.replace(/\n \* @description @@deprecated-\d+@@(?=\n)/, '').replace(markerPattern, '');
  }
}

/**
 * Comments the `operations` members of deprecated operations (`@deprecated message`) and of operations without
 * upstream's compatibility promise (the stability note and `@experimental`): openapi-typescript comments only
 * their `paths` entries.
 */
export function commentOperations(nodes: readonly ts.Node[], operations: ReadonlyMap<string, OperationSpec>, specVersion?: string): void {
  const declaration = nodes.find((n): n is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(n) && n.name.text === 'operations');
  if (declaration === undefined) return;
  for (const member of declaration.members) {
    const name = member.name !== undefined && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : undefined;
    const operation = name === undefined ? undefined : operations.get(name);
    if (operation === undefined) continue;
    const note = stabilityNote(operation.stability);
    const deprecated = operation.source.deprecated === true;
    if (note === undefined && !deprecated) continue;
    const lines = operation.summary === undefined ? [] : [operation.summary.trim()];
    if (note !== undefined) lines.push(note, '@experimental');
    if (deprecated) lines.push(`@deprecated ${deprecationMessage(operation.source, specVersion)}`);
    const text = lines.map((line) => line.replaceAll('*/', '*\\/')).join('\n * ');
    ts.addSyntheticLeadingComment(member, ts.SyntaxKind.MultiLineCommentTrivia, `*\n * ${text}\n `, true);
  }
}

/** Throws when generated text still holds a bare `@deprecated` or a mark: a deprecation lost its message. */
export function assertDeprecationsExplained(api: string, text: string): void {
  const lines = text.split('\n');
  const bare = lines.findIndex((line) => /^\s*\*\s*@deprecated\s*$/.test(line) || /\/\*\*\s*@deprecated\s*\*\//.test(line));
  const marked = lines.findIndex((line) => markerPattern.test(line));
  const index = marked >= 0 ? marked : bare;
  if (index >= 0) {
    throw new Error(
      `${api}: generated line ${index + 1} has a @deprecated tag without its message: ${lines[index]?.trim()}\nThe generator marks deprecated operations, parameters and schemas; extend tools/codegen/prepare-spec.ts for this place.`,
    );
  }
}
