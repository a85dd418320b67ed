// The card's size and where its title starts, apart from the drawing code so that a test reading a
// served card (e2e) needs no renderer.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Where the title's first line starts and its size: the tests look for the glyphs there. */
export const TITLE_LEFT = 686;
export const TITLE_TOP = 250;
export const TITLE_SIZE = 60;
