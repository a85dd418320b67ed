// The specification row names of the Chinese catalogue, shared by its item files.

export const CZ = '材质',
  CC = '尺寸',
  GY = '表面工艺',
  JQ = '交货期',
  HD = '厚度',
  NC = '内衬',
  KC = '开窗',
  TS = '提手',
  MW = '盲文';
