import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLNamedType,
} from 'graphql';
import { REPO_ROOT } from './support/server-process';

/**
 * A client developer reads the schema (Apollo Sandbox, codegen, their editor): each part of it says
 * what it is. schema.graphql is the schema the code defines (the generated files' check keeps it so).
 */
const schema = buildSchema(fs.readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8'));

/** Every part of a type, by its path ('Query.album(id:)'), with its description. */
function describedParts(type: GraphQLNamedType): [string, string | null | undefined][] {
  const parts: [string, string | null | undefined][] = [[type.name, type.description]];
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      const at = `${type.name}.${field.name}`;
      parts.push([at, field.description]);
      for (const arg of 'args' in field ? field.args : []) {
        parts.push([`${at}(${arg.name}:)`, arg.description]);
      }
    }
  }
  if (isEnumType(type)) {
    for (const value of type.getValues())
      parts.push([`${type.name}.${value.name}`, value.description]);
  }
  return parts;
}

test('every type, field, argument and enum value of the GraphQL schema has a description', () => {
  const ours = Object.values(schema.getTypeMap()).filter(
    (type) => !type.name.startsWith('__') && !isSpecifiedScalarType(type),
  );
  expect(ours.length).toBeGreaterThan(40);
  const undescribed = ours
    .flatMap(describedParts)
    .filter(([, description]) => !description?.trim())
    .map(([part]) => part);
  expect(undescribed).toEqual([]);
});
