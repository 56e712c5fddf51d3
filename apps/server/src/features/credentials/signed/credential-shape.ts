// The shape an Open Badges 3.0 AchievementCredential must have, as a JSON Schema checked by
// Ajv: the required properties and types of the specification's data model (OB 3.0 §B.1,
// AchievementCredential, AchievementSubject, Achievement, IdentityObject, Profile, Proof),
// written here from the specification's tables. It is the page's "schema" step; the server
// tests also validate every credential against it.
import { Ajv } from 'ajv';

const DATE_TIME = '^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d+)?(Z|[+-]\\d\\d:\\d\\d)$';
const typeIncluding = (name: string) => ({
  oneOf: [{ const: name }, { type: 'array', items: { type: 'string' }, contains: { const: name } }],
});

export const achievementCredentialShape = {
  type: 'object',
  required: ['@context', 'id', 'type', 'name', 'issuer', 'validFrom', 'credentialSubject', 'proof'],
  properties: {
    '@context': {
      type: 'array',
      minItems: 2,
      items: [{ const: 'https://www.w3.org/ns/credentials/v2' }],
      contains: { type: 'string', pattern: '^https://purl\\.imsglobal\\.org/spec/ob/v3p0/context' },
    },
    id: { type: 'string', minLength: 1 },
    type: {
      type: 'array',
      allOf: [
        { contains: { const: 'VerifiableCredential' } },
        { contains: { enum: ['AchievementCredential', 'OpenBadgeCredential'] } },
      ],
    },
    name: { type: 'string', minLength: 1 },
    description: { type: 'string' },
    issuer: {
      type: 'object',
      required: ['id', 'type'],
      properties: { id: { type: 'string', minLength: 1 }, type: typeIncluding('Profile') },
    },
    validFrom: { type: 'string', pattern: DATE_TIME },
    validUntil: { type: 'string', pattern: DATE_TIME },
    credentialSubject: {
      type: 'object',
      required: ['type', 'achievement'],
      anyOf: [{ required: ['id'] }, { required: ['identifier'] }],
      properties: {
        type: typeIncluding('AchievementSubject'),
        identifier: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            required: ['type', 'hashed', 'identityHash', 'identityType'],
            additionalProperties: false,
            properties: {
              type: { const: 'IdentityObject' },
              hashed: { type: 'boolean' },
              identityHash: { type: 'string' },
              identityType: { type: 'string' },
              salt: { type: 'string' },
            },
          },
        },
        achievement: {
          type: 'object',
          required: ['id', 'type', 'name', 'description', 'criteria'],
          properties: {
            id: { type: 'string', minLength: 1 },
            type: typeIncluding('Achievement'),
            name: { type: 'string', minLength: 1 },
            description: { type: 'string' },
            criteria: {
              type: 'object',
              anyOf: [{ required: ['id'] }, { required: ['narrative'] }],
            },
            image: { type: 'object', required: ['id', 'type'] },
          },
        },
      },
    },
    credentialStatus: { type: 'object', required: ['type'] },
    credentialSchema: {
      type: 'array',
      items: { type: 'object', required: ['id', 'type'] },
    },
    proof: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['type', 'proofPurpose', 'verificationMethod', 'proofValue'],
      },
    },
  },
} as const;

const validate = new Ajv({ allErrors: true, strict: false }).compile(achievementCredentialShape);

/** Null when the document has the shape; otherwise the first few problems, in words. */
export function shapeErrors(document: unknown): string[] | null {
  if (validate(document)) return null;
  return (validate.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '(the credential)'} ${e.message ?? 'is not valid'}`);
}
