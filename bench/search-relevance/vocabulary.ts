/*
 * The relevance bench's fixed vocabulary (issue 32 item 4, decision 0043): the categories,
 * processes and materials its catalogue is written with, each in Portuguese and English as the
 * association's back office keeps them. Written for the bench, not read from the demo data, so a
 * change to the demo catalogue never moves the judged figures.
 */

type Names = readonly [pt: string, en: string];

export const CATEGORIES = {
  machining: ['Usinagem', 'Machining'],
  heat: ['Tratamento Térmico', 'Heat Treatment'],
  plastics: ['Injeção de Plásticos', 'Plastic Injection'],
  toolmaking: ['Ferramentaria', 'Toolmaking'],
  stamping: ['Estamparia', 'Metal Stamping'],
  fabrication: ['Caldeiraria', 'Heavy Fabrication'],
  foundry: ['Fundição', 'Foundry'],
  forging: ['Forjaria', 'Forging'],
  surface: ['Tratamento de Superfície', 'Surface Finishing'],
  painting: ['Pintura Industrial', 'Industrial Painting'],
  sheet: ['Corte e Dobra de Chapas', 'Sheet Metal Cutting and Bending'],
  automation: ['Automação Industrial', 'Industrial Automation'],
  maintenance: ['Manutenção Industrial', 'Industrial Maintenance'],
  rubber: ['Artefatos de Borracha', 'Rubber Products'],
  fasteners: ['Fixadores', 'Fasteners'],
  valves: ['Válvulas e Conexões', 'Valves and Fittings'],
  springs: ['Molas', 'Springs'],
  gears: ['Transmissão Mecânica', 'Power Transmission'],
  packaging: ['Embalagens Plásticas', 'Plastic Packaging'],
  prototyping: ['Prototipagem', 'Prototyping'],
} as const satisfies Record<string, Names>;
export type CategoryKey = keyof typeof CATEGORIES;

export const PROCESSES = {
  cnc: ['Usinagem CNC', 'CNC machining'],
  turning: ['Torneamento', 'Turning'],
  milling: ['Fresamento', 'Milling'],
  grinding: ['Retificação', 'Grinding'],
  edm: ['Eletroerosão', 'Electrical discharge machining (EDM)'],
  heat: ['Tratamento térmico', 'Heat treatment'],
  induction: ['Têmpera por indução', 'Induction hardening'],
  carburizing: ['Cementação', 'Case hardening'],
  nitriding: ['Nitretação', 'Nitriding'],
  diecast: ['Fundição sob pressão', 'Die casting'],
  sandcast: ['Fundição em areia', 'Sand casting'],
  forging: ['Forjamento', 'Forging'],
  stamping: ['Estampagem', 'Metal stamping'],
  laser: ['Corte a laser', 'Laser cutting'],
  bending: ['Dobra de chapas', 'Sheet metal bending'],
  mig: ['Soldagem MIG/MAG', 'MIG/MAG welding'],
  tig: ['Soldagem TIG', 'TIG welding'],
  heavyplate: ['Caldeiraria pesada', 'Heavy plate fabrication'],
  hotdip: ['Galvanização a fogo', 'Hot-dip galvanizing'],
  zinc: ['Zincagem eletrolítica', 'Zinc electroplating'],
  anodizing: ['Anodização', 'Anodizing'],
  powder: ['Pintura eletrostática a pó', 'Powder coating'],
  blasting: ['Jateamento abrasivo', 'Abrasive blasting'],
  injection: ['Injeção de plástico', 'Plastic injection moulding'],
  extrusion: ['Extrusão de plástico', 'Plastic extrusion'],
  blow: ['Sopro de plástico', 'Blow moulding'],
  rubber: ['Moldagem de borracha', 'Rubber moulding'],
  panels: ['Montagem de painéis elétricos', 'Electrical panel assembly'],
  plc: ['Programação de CLP', 'PLC programming'],
  predictive: ['Manutenção preditiva', 'Predictive maintenance'],
  assembly: ['Montagem mecânica', 'Mechanical assembly'],
  printing: ['Impressão 3D', '3D printing'],
  coldform: ['Conformação a frio', 'Cold forming'],
  wire: ['Conformação de arames', 'Wire forming'],
} as const satisfies Record<string, Names>;
export type ProcessKey = keyof typeof PROCESSES;

export const MATERIALS = {
  carbon: ['Aço carbono', 'Carbon steel'],
  inox: ['Aço inoxidável', 'Stainless steel'],
  toolsteel: ['Aço ferramenta', 'Tool steel'],
  springsteel: ['Aço mola', 'Spring steel'],
  castiron: ['Ferro fundido', 'Cast iron'],
  aluminium: ['Alumínio', 'Aluminium'],
  brass: ['Latão', 'Brass'],
  bronze: ['Bronze', 'Bronze'],
  copper: ['Cobre', 'Copper'],
  titanium: ['Titânio', 'Titanium'],
  pp: ['Polipropileno (PP)', 'Polypropylene (PP)'],
  pe: ['Polietileno (PE)', 'Polyethylene (PE)'],
  abs: ['ABS', 'ABS'],
  nylon: ['Náilon (poliamida)', 'Nylon (polyamide)'],
  pc: ['Policarbonato', 'Polycarbonate'],
  pvc: ['PVC', 'PVC'],
  nbr: ['Borracha nitrílica (NBR)', 'Nitrile rubber (NBR)'],
  silicone: ['Silicone', 'Silicone'],
  epdm: ['EPDM', 'EPDM'],
} as const satisfies Record<string, Names>;
export type MaterialKey = keyof typeof MATERIALS;

/** São Paulo state's industrial cities the catalogue's companies are in (names as in brazil-places.json). */
export const CITIES = [
  'Campinas',
  'Sorocaba',
  'São Bernardo do Campo',
  'Santo André',
  'Diadema',
  'Guarulhos',
  'Jundiaí',
  'Piracicaba',
  'São José dos Campos',
  'Ribeirão Preto',
  'Limeira',
  'Americana',
  'Indaiatuba',
  'São Carlos',
  'Sumaré',
  'Mauá',
] as const;
export type City = (typeof CITIES)[number];

/** The markets a company says it serves, in its about text (Portuguese). */
export const MARKETS = {
  automotive: 'automotiva',
  agricultural: 'de máquinas agrícolas',
  food: 'alimentícia',
  petrochemical: 'petroquímica',
  sugar: 'sucroalcooleira',
  aerospace: 'aeronáutica',
  mining: 'de mineração',
  appliances: 'de eletrodomésticos',
} as const;
export type Market = keyof typeof MARKETS;
