import type { LookupName } from '../../shared/loaders/lookups';
import type { Endpoint, EndpointGroup, FieldNameOf } from '../../../contract';
import type { WaitGoal } from '../../shared/document';

/** Inputs richer than one parameter (customInputs/ implements each; tsc checks they match). */
export type CustomInputName = 'documentFields' | 'xmlDocument' | 'xpathMappings';

export type UploadKind = 'one' | 'many' | 'base64';

/** What the user sees of one field of one operation, where the name-based defaults do not fit. */
export interface FieldOverlay {
	/** Label in the editor (default: derived from the field name). */
	readonly label?: string;
	/** Help text under the field. */
	readonly description?: string;
	readonly placeholder?: string;
	/** A richer input than one parameter (e.g. XML from a binary field or text). */
	readonly input?: CustomInputName;
	/** The field names something new: typed, not picked from the service's list of existing ones. */
	readonly newName?: boolean;
	/**
	 * The field may be left empty, and what that does (a custom input sends its empty value then),
	 * e.g. 'validate the document as the service read it'.
	 */
	readonly whenEmpty?: string;
	/**
	 * From version 5 the field is picked from this list of the service (From List or By ID), for a
	 * field whose name the list conventions (shared/loaders/lookups.ts) cannot tell: `assign_to` is a user
	 * ID in Assign but an e-mail address in Assign by Email.
	 */
	readonly pickedFrom?: LookupName;
}

/** The node's side of one contract endpoint: how the operation is named and shown. */
export interface OperationOverlay<E extends Endpoint> {
	readonly name: string;
	/** A sentence saying what the operation does (the actions panel and AI agents read it). */
	readonly action: string;
	/** What the operation can wait for afterwards (processing, export, review), polling the status. */
	readonly waits?: WaitGoal;
	/** It answers a document: Output (Simplified / Raw) applies, as to every operation that waits. */
	readonly documentResult?: boolean;
	/** An upload: one file a request, several files in one request, or base64 text. */
	readonly uploads?: UploadKind;
	/** A notice at the top of the operation's form: what a user must know before running it. */
	readonly notice?: string;
	readonly fields?: { readonly [Name in FieldNameOf<E>]?: FieldOverlay };
	/** Fields of the contract the node never sends (the interface says so). */
	readonly omit?: ReadonlyArray<FieldNameOf<E>>;
}

/** One resource of the node: an overlay for every endpoint of a contract area, none missing. */
export interface ResourceOverlay<G extends EndpointGroup> {
	/** Stable resource value: renaming it breaks saved workflows. */
	readonly value: string;
	readonly name: string;
	/**
	 * The resource sets up the service (its models, document types, users, export settings)
	 * rather than working on documents: it is listed as "Settings: <name>", after the resources
	 * a pipeline uses. n8n lists resources, and the actions panel their actions, in the order of
	 * the Resource options, which its linter requires alphabetical.
	 */
	readonly settings?: true;
	readonly operations: { readonly [Key in keyof G]: OperationOverlay<G[Key]> };
}

/** An operation of the node: a contract endpoint plus what the user sees of it (its overlay). */
export interface Operation extends Endpoint, Omit<OperationOverlay<Endpoint>, 'fields' | 'omit'> {
	/** Stable operation value (the endpoint's key in the contract): renaming it breaks saved workflows. */
	readonly operation: string;
	readonly fieldOverlays: Readonly<Record<string, FieldOverlay | undefined>>;
	readonly omit: readonly string[];
}

export interface ResourceTable {
	readonly value: string;
	/** As the Resource list and the actions panel show it ("Settings: User"). */
	readonly name: string;
	/** Without the settings prefix, for the canvas subtitle ("Get Many: User"). */
	readonly shortName: string;
	readonly operations: Operation[];
}
