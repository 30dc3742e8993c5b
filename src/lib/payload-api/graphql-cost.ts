import {
  getArgumentValues,
  getNamedType,
  GraphQLError,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type ASTVisitor,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'

/**
 * What one GraphQL request may ask for (docs/security.md, round 2 item 1). Payload's own complexity
 * rule counts each field once: a list of every document (`limit: 0`) and 160 aliases of it cost next to
 * nothing, and one such request ran for 24 s. Here a list costs its page size times what each document
 * asks for, rich text and JSON weigh more than plain values, and aliases are capped.
 */
export const GRAPHQL_LIMITS = {
  maxCost: 5_000,
  maxAliases: 20,
  /** The largest page a list answers (the operations cap `limit` to it too: hooks/capApiReads.ts). */
  maxPageSize: 100,
  /** Payload's page size when a query gives no `limit`. */
  defaultPageSize: 10,
  /** Assumed length of a list that takes no `limit` (hasMany relationships, array fields). */
  assumedListLength: 5,
  /** A rich text or JSON value: a document's body is kilobytes where a title is bytes. */
  jsonFieldCost: 20,
} as const

type Variables = Record<string, unknown> | null | undefined

type Walk = { context: ValidationContext; variables: Variables; fragmentsInUse: Set<string> }

const JSON_SCALARS = new Set(['JSON', 'JSONObject'])

function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type)
}

/** A page size as the operations apply it: absent is Payload's default, 0 ("all") and anything larger is the cap. */
export function pageSize(limit: unknown, largest: number = GRAPHQL_LIMITS.maxPageSize): number {
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return GRAPHQL_LIMITS.defaultPageSize
  return limit <= 0 || limit > largest ? largest : Math.ceil(limit)
}

function argumentsOf(field: GraphQLField<unknown, unknown>, node: Parameters<typeof getArgumentValues>[1], variables: Variables) {
  try {
    return getArgumentValues(field, node, variables ?? undefined)
  } catch {
    // Invalid arguments are reported by GraphQL's own rules; cost them at their defaults.
    return {}
  }
}

/**
 * The cost of a selection: 1 per field, a JSON value `jsonFieldCost` (times 1 + the depth it populates
 * to), an object field 1 plus its selection times how many of it come back: the page size for the
 * `docs` of a paginated list, an assumed length for other lists of objects.
 */
function selectionCost(selectionSet: SelectionSetNode, parent: GraphQLNamedType, walk: Walk, docsPerPage = 1): number {
  let total = 0
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.context.getSchema().getType(selection.typeCondition.name.value) : parent
      if (type) total += selectionCost(selection.selectionSet, type, walk, docsPerPage)
      continue
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name.value
      const fragment = walk.context.getFragment(name)
      // A fragment that spreads itself is refused by GraphQL's own rules; it is not followed here.
      if (!fragment || walk.fragmentsInUse.has(name)) continue
      const type = walk.context.getSchema().getType(fragment.typeCondition.name.value)
      walk.fragmentsInUse.add(name)
      if (type) total += selectionCost(fragment.selectionSet, type, walk, docsPerPage)
      walk.fragmentsInUse.delete(name)
      continue
    }
    if (selection.name.value.startsWith('__') || !(isObjectType(parent) || isInterfaceType(parent))) {
      total += 1
      continue
    }
    const field = parent.getFields()[selection.name.value]
    if (!field) continue
    const args = argumentsOf(field, selection, walk.variables)
    const named = getNamedType(field.type)
    if (JSON_SCALARS.has(named.name)) {
      total += GRAPHQL_LIMITS.jsonFieldCost * (1 + (typeof args.depth === 'number' ? Math.max(0, args.depth) : 0))
    } else if (selection.selectionSet) {
      const paginated = field.args.some((arg) => arg.name === 'limit')
      const children = selectionCost(selection.selectionSet, named, walk, paginated ? pageSize(args.limit) : 1)
      const copies =
        selection.name.value === 'docs' && docsPerPage > 1 ? docsPerPage : isList(field.type) ? GRAPHQL_LIMITS.assumedListLength : 1
      total += 1 + children * copies
    } else {
      total += 1
    }
  }
  return total
}

/** The cost of every operation in the document (one request runs one of them; the dearest counts). */
export function queryCost(context: ValidationContext, variables: Variables): number {
  let dearest = 0
  for (const definition of context.getDocument().definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    const schema = context.getSchema()
    const root = definition.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType()
    if (!root) continue
    dearest = Math.max(dearest, selectionCost(definition.selectionSet, root, { context, variables, fragmentsInUse: new Set() }))
  }
  return dearest
}

/** Validation rule for Payload's `graphQL.validationRules`: refuses a request over the cost or alias limits before it runs. */
export function graphqlCostRule(variables: Variables): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0
    return {
      Field(node) {
        if (node.alias) aliases += 1
      },
      Document: {
        leave() {
          if (aliases > GRAPHQL_LIMITS.maxAliases) {
            context.reportError(new GraphQLError(`This query uses ${aliases} aliases; at most ${GRAPHQL_LIMITS.maxAliases} are allowed.`))
            return
          }
          const cost = queryCost(context, variables)
          if (cost > GRAPHQL_LIMITS.maxCost)
            context.reportError(
              new GraphQLError(
                `This query would cost ${cost} (each list counts its page size times the fields asked for each document; at most ${GRAPHQL_LIMITS.maxCost}). Ask for fewer documents (limit) or fewer fields.`,
              ),
            )
        },
      },
    }
  }
}

type FieldConfig = { resolve?: (...args: never[]) => unknown }

/**
 * Payload's `Access` query, answering `canAccessAdmin: false` for visitors. Payload leaves a false value
 * out of its access answer while its schema says the field is never null, so `{ Access { canAccessAdmin } }`
 * from a visitor failed with a 500 instead of answering false.
 */
export function accessQueryAnsweringAdminAccess<F extends FieldConfig>(access: F): F {
  const resolve = access.resolve
  if (!resolve) return access
  return { ...access, resolve: async (...args: never[]) => ({ canAccessAdmin: false, ...((await resolve(...args)) as object) }) }
}
