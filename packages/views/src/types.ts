// The view after loading (defaults filled in) and the table it produces: plain JSON data that a
// drawing (the player's Board tab, a terminal) turns into pictures.

export interface ColorRule {
  readonly field: string;
  readonly values: Readonly<Record<string, string>>;
}

export interface CardStyle {
  readonly lang: string;
  readonly typeField: string;
  readonly typeNames: Readonly<Record<string, string>>;
  readonly color: readonly ColorRule[];
  readonly corner: readonly string[];
  /** `null`: the first 4 numeric fields of the content item. */
  readonly stats: readonly { readonly field: string; readonly icon: string | null; readonly name: string }[] | null;
  /** `null`: every positive number the instance has and its content item does not. */
  readonly tokens: Readonly<Record<string, { readonly color: string | null; readonly name: string }>> | null;
  readonly sideways: string | null;
}

export type SlotSpec =
  | {
      readonly kind: 'zone';
      readonly zone: string;
      /** `null`: deck for shuffled or hidden zones, row otherwise. */
      readonly as: 'row' | 'deck' | 'discard' | null;
      readonly name: string | null;
      readonly wide: boolean;
      readonly small: boolean;
      readonly attachments: { readonly zone: string; readonly field: string } | null;
    }
  | { readonly kind: 'meter'; readonly var: string; readonly max: number | null; readonly name: string | null }
  | {
      readonly kind: 'quest';
      readonly var: string;
      readonly catalogue: string | null;
      readonly progress: string | null;
      readonly goal: string | null;
      readonly name: string | null;
    }
  | {
      readonly kind: 'grid';
      readonly zone: string | null;
      readonly var: string | null;
      readonly columns: number;
      readonly name: string | null;
    }
  | BoardSpec;

export interface BoardSpec {
  readonly kind: 'board';
  readonly geometry: string;
  readonly pieces: { readonly var: string } | { readonly zone: string; readonly field: string } | null;
  readonly icons: Readonly<Record<string, { readonly icon: string; readonly color: string | null }>>;
  readonly color: ColorRule | null;
  readonly value: string | null;
  readonly cells: readonly {
    readonly const: string | null;
    readonly var: string | null;
    readonly color: string;
    readonly name: string | null;
  }[];
  readonly checkered: boolean;
  readonly flip: boolean;
  readonly names: boolean;
  readonly name: string | null;
}

export interface View {
  /** The label of the view (`view:`), `null` without one. */
  readonly view: string | null;
  readonly card: CardStyle;
  readonly table: readonly (readonly SlotSpec[])[];
  readonly player: readonly (readonly SlotSpec[])[];
}

// ---- The table ------------------------------------------------------------------------------

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Stat {
  readonly field: string;
  readonly icon: string | null;
  readonly name: string;
  readonly value: number;
}

export interface Token {
  readonly property: string;
  readonly value: number;
  /** `null`: the drawing's own token colour. */
  readonly color: string | null;
  readonly name: string;
}

/** A card face up, drawn as a typographic card. */
export interface FaceCard {
  readonly hidden: false;
  /** The instance's uid, `null` for a plain value. */
  readonly uid: number | null;
  readonly name: string;
  readonly type: string | null;
  readonly typeName: string | null;
  /** Colour band: from the first matching `color` rule, else derived from the type. */
  readonly color: string;
  readonly corner: number | null;
  readonly stats: readonly Stat[];
  readonly tokens: readonly Token[];
  readonly tags: readonly string[];
  readonly sideways: boolean;
  /** Cards attached to this one (zone slots with `attachments`). */
  readonly attachments: readonly Card[];
  /** New since the previous table. */
  readonly new: boolean;
  /** The card's simple fields (text, numbers, booleans), shown when it is clicked. */
  readonly fields: Readonly<Record<string, Json>>;
}

/** A card the viewer may not see: its back. */
export interface HiddenCard {
  readonly hidden: true;
  readonly new: boolean;
}

export type Card = FaceCard | HiddenCard;

interface SlotBase {
  /** Stable within a view: what the slot shows (`zone:hand:1`), used to compare with the previous table. */
  readonly id: string;
  readonly name: string;
  /** Names in the slot the model lacks (`constant X not found`). */
  readonly notices: readonly string[];
}

export interface ZoneSlot extends SlotBase {
  readonly kind: 'zone';
  readonly zone: string;
  /** The player whose part of a per-player zone this is; `null` for a shared zone. */
  readonly player: number | null;
  readonly as: 'row' | 'deck' | 'discard';
  readonly wide: boolean;
  readonly small: boolean;
  readonly count: number;
  /** Row: every card; discard: the top card (index 0), if any; deck: none. */
  readonly cards: readonly Card[];
}

export interface Dial {
  /** Whose value; `null` for a shared variable. */
  readonly player: number | null;
  readonly value: number;
  readonly max: number;
  /** Value minus the value in the previous table; `null` without one. */
  readonly change: number | null;
}

export interface MeterSlot extends SlotBase {
  readonly kind: 'meter';
  readonly var: string;
  readonly dials: readonly Dial[];
}

export interface QuestSlot extends SlotBase {
  readonly kind: 'quest';
  readonly card: Card | null;
  readonly progress: number | null;
  readonly goal: number | null;
  readonly change: number | null;
}

export interface GridCell {
  /** `null`: an empty cell (`None`). */
  readonly card: Card | null;
  readonly changed: boolean;
}

export interface GridSlot extends SlotBase {
  readonly kind: 'grid';
  readonly player: number | null;
  readonly columns: number;
  readonly cells: readonly GridCell[];
}

export interface Piece {
  readonly label: string;
  /** Icon text, or `null` for a round token showing `initials`. */
  readonly icon: string | null;
  readonly initials: string;
  /** `white`, `black` or a CSS colour; `null`: the drawing's default. */
  readonly color: string | null;
  readonly value: number | string | null;
  readonly uid: number | null;
  readonly fields: Readonly<Record<string, Json>>;
}

export interface BoardCell {
  readonly cell: string;
  /** Centre in board units (square cells are 1 wide; hexes have corners at distance 1), y down. */
  readonly x: number;
  readonly y: number;
  /** Shown in the cell (`names: true` on a hex board); `null` otherwise. */
  readonly label: string | null;
  /** Checkered squares: this one is dark. */
  readonly dark: boolean;
  /** Colour of the first `cells` entry that holds this cell. */
  readonly highlight: string | null;
  readonly pieces: readonly Piece[];
  readonly changed: boolean;
}

export interface BoardSlot extends SlotBase {
  readonly kind: 'board';
  readonly geometry: string;
  readonly shape: 'square' | 'hex';
  readonly width: number;
  readonly height: number;
  readonly flipped: boolean;
  readonly cells: readonly BoardCell[];
  /** Cells the board does not have (holes), drawn as walls. */
  readonly holes: readonly { readonly cell: string; readonly x: number; readonly y: number }[];
  /** A line per wall: the edge between the two cells. */
  readonly walls: readonly {
    readonly between: readonly [string, string];
    readonly x1: number;
    readonly y1: number;
    readonly x2: number;
    readonly y2: number;
  }[];
  /** Square boards with `names`: column and row labels along the edges (by centre position). */
  readonly columns: readonly { readonly label: string; readonly x: number }[];
  readonly rows: readonly { readonly label: string; readonly y: number }[];
  readonly legend: readonly { readonly color: string; readonly name: string }[];
  /** Pieces whose cell is not on the board. */
  readonly offBoard: readonly Piece[];
}

/** A slot naming something the model lacks, in place of what it would show. */
export interface NoticeSlot extends SlotBase {
  readonly kind: 'notice';
  readonly notice: string;
}

export type Slot = ZoneSlot | MeterSlot | QuestSlot | GridSlot | BoardSlot | NoticeSlot;

export interface Row {
  readonly slots: readonly Slot[];
}

export interface PlayerArea {
  readonly player: number;
  /** The viewer's own area. */
  readonly you: boolean;
  readonly eliminated: boolean;
  readonly rows: readonly Row[];
}

export interface Table {
  readonly view: string | null;
  /** Whose eyes; `null`: everything is shown. */
  readonly viewer: number | null;
  /** Language of card names. */
  readonly lang: string;
  /** Without a view: the automatic layout was used. */
  readonly automatic: boolean;
  readonly table: readonly Row[];
  readonly players: readonly PlayerArea[];
}
