import type { CategoryKey } from './vocabulary';

/*
 * Some members write their short about and keywords in English only (subsidiaries of foreign
 * groups, exporters): two companies of each trade in the bench's catalogue do, with these texts;
 * four others of each trade write the short about in English beside the Portuguese one.
 * A Portuguese search must still find them (through the vocabulary's and the categories' two names
 * and their products' Portuguese names), which the judged set measures.
 */
export const ENGLISH_WRITERS: Readonly<Record<CategoryKey, readonly [aboutShort: string, keywords: string]>> =
  {
    machining: [
      'Precision CNC machining of parts to drawing.',
      'cnc machining, turning, milling, precision parts',
    ],
    heat: [
      'Heat treatment of steels: hardening, carburizing and nitriding.',
      'heat treatment, hardening, carburizing',
    ],
    toolmaking: ['Tool shop: injection moulds and stamping dies.', 'moulds, dies, tooling'],
    stamping: [
      'Metal stamping of sheet parts for the automotive industry.',
      'stamping, pressings, deep drawing',
    ],
    fabrication: [
      'Heavy steel fabrication, tanks and piping.',
      'fabrication, welding, tanks, pressure vessels',
    ],
    foundry: ['Iron, aluminium and bronze castings.', 'foundry, castings, die casting'],
    forging: ['Closed-die hot forgings in steel and brass.', 'forging, forgings, forged flanges'],
    surface: [
      'Zinc plating, hot-dip galvanizing and anodizing.',
      'plating, galvanizing, corrosion protection',
    ],
    painting: ['Industrial powder coating and wet painting.', 'painting, powder coating, blasting'],
    sheet: ['Laser cutting and bending of sheet metal.', 'laser cutting, press brake, sheet metal'],
    plastics: ['Custom injection moulding of technical plastics.', 'injection moulding, plastic parts'],
    automation: [
      'Industrial automation, PLC programming and control panels.',
      'automation, plc, control panels, robotics',
    ],
    maintenance: [
      'Predictive and corrective industrial maintenance.',
      'maintenance, vibration analysis, thermography',
    ],
    rubber: ['Moulded rubber parts and seals.', 'rubber, seals, o-rings, gaskets'],
    fasteners: ['Manufacturer of special bolts and fasteners.', 'bolts, nuts, washers, fasteners'],
    valves: ['Industrial valves, flanges and fittings.', 'valves, flanges, fittings'],
    springs: ['Springs made to drawing.', 'springs, compression springs, wire forms'],
    gears: ['Gears and speed reducers made to drawing.', 'gears, gearboxes, reducers'],
    packaging: ['Blow moulded and extruded plastic packaging.', 'bottles, extrusion, plastic packaging'],
    prototyping: [
      'Rapid prototyping and industrial 3D printing.',
      '3d printing, prototypes, additive manufacturing',
    ],
  };
