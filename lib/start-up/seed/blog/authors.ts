// The demo posts' authors.

export const A = 'Tim Packaging';
export const B = 'Rina Wijaya';
export const C = 'Budi Santoso';
