/*
 * What a demo company of each category makes (issue 32 item 7): its products and services, the
 * materials it works with, and the categories a company of that kind may also be in. A food company
 * lists food and drink, not flanges; a foundry casts iron, not PVC.
 */

export type DemoOffer = readonly [
  kind: 'product' | 'service',
  namePt: string,
  descriptionPt: string,
  nameEn: string,
  descriptionEn: string,
];

const METAL = [
  'metalurgia',
  'usinagem',
  'caldeiraria',
  'fundicao',
  'ferramentaria',
  'tratamento-termico',
  'galvanoplastia',
  'pintura-industrial',
  'estruturas-metalicas',
  'transmissao-mecanica',
  'soldagem',
  'corte-laser',
  'equipamentos-agricolas',
  'manutencao-industrial',
];
const ELECTRO = [
  'automacao-industrial',
  'eletrica-industrial',
  'hidraulica-pneumatica',
  'manutencao-industrial',
  'refrigeracao-industrial',
];
const POLYMERS = ['plasticos', 'borrachas', 'embalagens', 'quimica'];
const AGRO = ['alimentos-bebidas', 'sucroenergetico', 'embalagens', 'quimica'];

/** The categories a company whose main category is the key may also be in. */
export const RELATED_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(METAL.map((slug) => [slug, METAL])),
  ...Object.fromEntries(ELECTRO.map((slug) => [slug, ELECTRO])),
  ...Object.fromEntries(POLYMERS.map((slug) => [slug, POLYMERS])),
  ...Object.fromEntries(AGRO.map((slug) => [slug, AGRO])),
  'manutencao-industrial': [...ELECTRO, 'usinagem', 'soldagem', 'transmissao-mecanica'],
  embalagens: [...POLYMERS, 'alimentos-bebidas'],
  quimica: [...POLYMERS, ...AGRO],
};

const STEELS = ['Aço carbono', 'Aço inoxidável', 'Aço ferramenta'];
const POLYMER_MATERIALS = ['Polipropileno (PP)', 'Polietileno (PE)', 'ABS', 'Náilon (poliamida)'];

/** The materials (by Portuguese name, from the demo vocabulary) a company of each category works with. */
export const MATERIALS_OF: Readonly<Record<string, readonly string[]>> = {
  metalurgia: ['Aço carbono', 'Aço inoxidável', 'Latão'],
  usinagem: ['Aço carbono', 'Alumínio', 'Bronze'],
  plasticos: ['Polipropileno (PP)', 'ABS', 'Policarbonato'],
  caldeiraria: ['Aço carbono', 'Aço inoxidável'],
  fundicao: ['Ferro fundido', 'Alumínio', 'Bronze'],
  ferramentaria: ['Aço ferramenta', 'Aço carbono'],
  'automacao-industrial': ['Aço inoxidável', 'Alumínio'],
  'eletrica-industrial': ['Cobre', 'Aço carbono'],
  'hidraulica-pneumatica': ['Aço carbono', 'Borracha nitrílica (NBR)', 'Latão'],
  'tratamento-termico': STEELS,
  galvanoplastia: ['Aço carbono', 'Latão'],
  'pintura-industrial': ['Aço carbono', 'Alumínio'],
  'estruturas-metalicas': ['Aço carbono'],
  embalagens: ['Polietileno (PE)', 'Polipropileno (PP)', 'Madeira'],
  borrachas: ['Borracha natural', 'Borracha nitrílica (NBR)', 'Silicone'],
  quimica: ['Polietileno (PE)', 'PVC'],
  'alimentos-bebidas': ['Vidro', 'Aço inoxidável'],
  sucroenergetico: ['Aço inoxidável', 'Aço carbono'],
  'manutencao-industrial': ['Aço carbono', 'Bronze'],
  'transmissao-mecanica': ['Aço carbono', 'Ferro fundido', 'Bronze'],
  soldagem: ['Aço carbono', 'Aço inoxidável', 'Alumínio'],
  'corte-laser': ['Aço carbono', 'Aço inoxidável', 'Alumínio'],
  'equipamentos-agricolas': ['Aço carbono', 'Ferro fundido'],
  'refrigeracao-industrial': ['Cobre', 'Aço inoxidável', 'Alumínio'],
};
export const FALLBACK_MATERIALS = [...STEELS, ...POLYMER_MATERIALS];

/*
 * Three products or services for each category, in both languages: a line `# category` and a line
 * per offer, "kind | name | description | English name | English description".
 */
const OFFERS = `
# metalurgia
product | Flange de aço inox | Flanges forjados em inox 304 e 316, de 1/2" a 24". | Stainless steel flange | Forged 304 and 316 stainless flanges, 1/2" to 24".
product | Peças estampadas | Suportes e reforços estampados em chapa até 6 mm. | Stamped parts | Brackets and stiffeners stamped from sheet up to 6 mm.
product | Peças forjadas | Forjados a quente em aço carbono e liga, de 0,5 a 40 kg. | Forged parts | Hot forgings in carbon and alloy steel, 0.5 to 40 kg.
# usinagem
service | Usinagem CNC 5 eixos | Peças complexas em aço, alumínio e bronze, lotes pequenos e médios. | 5-axis CNC machining | Complex parts in steel, aluminium and bronze, small and medium batches.
product | Eixo de transmissão | Eixos em aço 4140 e 1045 sob desenho. | Transmission shaft | 4140 and 1045 steel shafts to drawing.
service | Torneamento de precisão | Peças torneadas com tolerância de 0,01 mm. | Precision turning | Turned parts held to 0.01 mm.
# plasticos
service | Injeção de plástico | Peças técnicas em PP, ABS e nylon, com moldes próprios. | Plastic injection moulding | Technical parts in PP, ABS and nylon, with in-house moulds.
product | Tampas e conexões plásticas | Tampas rosqueadas e conexões em PP e PE. | Plastic caps and fittings | Screw caps and fittings in PP and PE.
product | Carcaças técnicas | Carcaças em ABS e policarbonato para equipamentos. | Technical housings | ABS and polycarbonate housings for equipment.
# caldeiraria
service | Caldeiraria pesada | Tanques, silos e estruturas em aço carbono e inox. | Heavy boilermaking | Tanks, silos and structures in carbon and stainless steel.
product | Vaso de pressão | Vasos conforme NR-13 e ASME VIII. | Pressure vessel | Vessels to NR-13 and ASME VIII.
product | Tanque de armazenamento | Tanques verticais e horizontais até 200 m³. | Storage tank | Vertical and horizontal tanks up to 200 m³.
# fundicao
product | Peças em ferro fundido | Fundidos em ferro cinzento e nodular até 500 kg. | Cast iron parts | Grey and ductile iron castings up to 500 kg.
product | Fundidos de alumínio | Peças sob pressão e em coquilha. | Aluminium castings | Die-cast and gravity die-cast parts.
product | Buchas de bronze | Buchas e mancais fundidos e usinados. | Bronze bushings | Cast and machined bushings and bearings.
# ferramentaria
product | Moldes de injeção | Moldes para plástico de uma a 32 cavidades. | Injection moulds | Plastic moulds from one to 32 cavities.
product | Estampos progressivos | Ferramentas de estampo para chapas até 4 mm. | Progressive dies | Stamping dies for sheets up to 4 mm.
service | Eletroerosão a fio | Cortes de precisão em aço temperado. | Wire EDM | Precision cuts in hardened steel.
# automacao-industrial
service | Programação de CLP | Projetos e retrofit com CLPs Siemens e Rockwell. | PLC programming | Projects and retrofits with Siemens and Rockwell PLCs.
product | Célula robotizada | Células de solda e manipulação com robôs. | Robotic cell | Welding and handling cells with robots.
service | Supervisório SCADA | Telas e relatórios de produção. | SCADA systems | Production screens and reports.
# eletrica-industrial
product | Painel elétrico | Painéis de comando e CCM montados e testados. | Electrical panel | Control panels and MCCs assembled and tested.
service | Instalações elétricas industriais | Média e baixa tensão, conforme NR-10. | Industrial electrical installation | Medium and low voltage, to NR-10.
service | Laudo de SPDA | Inspeção e laudo de para-raios. | Lightning protection report | Inspection and report of lightning protection.
# hidraulica-pneumatica
product | Cilindro hidráulico | Cilindros sob medida e reforma de cilindros. | Hydraulic cylinder | Custom cylinders and cylinder overhaul.
product | Unidade hidráulica | Unidades de potência até 100 cv. | Hydraulic power unit | Power units up to 100 hp.
service | Manutenção de bombas | Reparo de bombas de engrenagem e pistão. | Pump repair | Repair of gear and piston pumps.
# tratamento-termico
service | Tratamento térmico | Têmpera, revenimento e cementação de aços. | Heat treatment | Hardening, tempering and case hardening of steels.
service | Têmpera por indução | Endurecimento localizado de eixos e engrenagens. | Induction hardening | Local hardening of shafts and gears.
service | Nitretação gasosa | Camadas nitretadas para moldes e ferramentas. | Gas nitriding | Nitrided layers for moulds and tools.
# galvanoplastia
service | Zincagem eletrolítica | Zinco com passivação trivalente em peças e parafusos. | Zinc electroplating | Zinc with trivalent passivation on parts and fasteners.
service | Galvanização a fogo | Imersão a quente de estruturas até 12 m. | Hot-dip galvanizing | Hot-dip coating of structures up to 12 m.
service | Niquelação | Níquel químico e eletrolítico. | Nickel plating | Electroless and electrolytic nickel.
# pintura-industrial
service | Pintura eletrostática | Pintura a pó em peças e estruturas. | Powder coating | Powder coating of parts and structures.
service | Pintura líquida anticorrosiva | Esquemas epóxi e poliuretano. | Anti-corrosion liquid painting | Epoxy and polyurethane systems.
service | Jateamento abrasivo | Preparação de superfície Sa 2½. | Abrasive blasting | Surface preparation to Sa 2½.
# estruturas-metalicas
product | Galpão metálico | Estruturas para galpões com projeto e montagem. | Steel building | Building structures designed and erected.
product | Mezanino metálico | Mezaninos e plataformas sob medida. | Steel mezzanine | Custom mezzanines and platforms.
product | Escadas e passarelas | Escadas, guarda-corpos e passarelas industriais. | Stairs and walkways | Industrial stairs, railings and walkways.
# embalagens
product | Caixas de papelão ondulado | Caixas sob medida com impressão flexográfica. | Corrugated boxes | Custom boxes with flexographic print.
product | Filme stretch | Filmes para paletização manual e automática. | Stretch film | Film for manual and machine pallet wrapping.
product | Paletes de madeira | Paletes PBR e sob medida, com tratamento fitossanitário. | Wooden pallets | PBR and custom pallets, heat-treated for export.
# borrachas
product | Retentores e anéis | Anéis O-ring e retentores em NBR e silicone. | Seals and O-rings | O-rings and seals in NBR and silicone.
product | Perfis de borracha | Perfis extrudados para vedação. | Rubber profiles | Extruded sealing profiles.
service | Revestimento de rolos | Revestimento em borracha de rolos industriais. | Roller covering | Rubber covering of industrial rollers.
# quimica
product | Desengraxante industrial | Desengraxantes alcalinos para peças metálicas. | Industrial degreaser | Alkaline degreasers for metal parts.
product | Fluido de corte | Fluidos solúveis e sintéticos para usinagem. | Cutting fluid | Soluble and synthetic machining fluids.
product | Tratamento de água de caldeira | Produtos e acompanhamento técnico. | Boiler water treatment | Products and technical follow-up.
# alimentos-bebidas
product | Polpa de fruta congelada | Polpas de frutas da região em embalagens de 1 kg. | Frozen fruit pulp | Regional fruit pulps in 1 kg packs.
product | Suco integral | Sucos de laranja e uva sem adição de açúcar. | Not-from-concentrate juice | Orange and grape juice with no added sugar.
service | Envase para terceiros | Envase de bebidas em garrafas de vidro e PET. | Contract bottling | Bottling of drinks in glass and PET.
# sucroenergetico
product | Açúcar cristal | Açúcar cristal em sacos de 50 kg e big bags. | Crystal sugar | Crystal sugar in 50 kg bags and big bags.
product | Etanol hidratado | Etanol combustível e industrial. | Hydrous ethanol | Fuel and industrial ethanol.
service | Manutenção de moendas | Reforma de rolos e castelos de moenda. | Cane mill maintenance | Overhaul of mill rollers and housings.
# manutencao-industrial
service | Manutenção industrial | Manutenção preventiva e corretiva de máquinas. | Industrial maintenance | Preventive and corrective machine maintenance.
service | Análise de vibração | Manutenção preditiva com rotas mensais. | Vibration analysis | Predictive maintenance on monthly routes.
service | Alinhamento a laser | Alinhamento de eixos e polias. | Laser alignment | Shaft and pulley alignment.
# transmissao-mecanica
product | Engrenagem helicoidal | Engrenagens retificadas até módulo 10. | Helical gear | Ground gears up to module 10.
product | Redutor de velocidade | Redutores coaxiais e de eixos paralelos. | Gear reducer | Coaxial and parallel-shaft gearboxes.
product | Acoplamento elástico | Acoplamentos para motores até 500 cv. | Flexible coupling | Couplings for motors up to 500 hp.
# soldagem
service | Soldagem TIG e MIG | Soldagem de aço, inox e alumínio com soldadores qualificados. | TIG and MIG welding | Welding of steel, stainless and aluminium by qualified welders.
service | Revestimento duro | Recuperação de peças por solda de revestimento. | Hardfacing | Part recovery by hardfacing.
product | Conjuntos soldados | Chassis e bases soldados sob desenho. | Welded assemblies | Frames and bases welded to drawing.
# corte-laser
service | Corte a laser | Corte de chapas até 25 mm em aço e inox. | Laser cutting | Cutting of sheets up to 25 mm in steel and stainless.
service | Dobra CNC | Dobra de chapas até 4 m de comprimento. | CNC press braking | Bending of sheets up to 4 m long.
service | Corte de tubos a laser | Tubos redondos e quadrados até 6 m. | Laser tube cutting | Round and square tubes up to 6 m.
# equipamentos-agricolas
product | Carreta agrícola | Carretas basculantes de 4 a 12 t. | Farm trailer | Tipping trailers from 4 to 12 t.
product | Grade aradora | Grades de discos para preparo do solo. | Disc harrow | Disc harrows for soil preparation.
product | Peças de reposição agrícolas | Discos, facas e buchas para implementos. | Farm spare parts | Discs, blades and bushings for implements.
# refrigeracao-industrial
product | Câmara frigorífica | Câmaras de resfriados e congelados sob medida. | Cold room | Custom chilled and frozen storage rooms.
service | Manutenção de chillers | Contratos de manutenção de chillers e compressores. | Chiller maintenance | Maintenance contracts for chillers and compressors.
product | Túnel de congelamento | Túneis de congelamento rápido para alimentos. | Blast freezer tunnel | Fast-freezing tunnels for food.
`;

function parseOffers(text: string): Record<string, DemoOffer[]> {
  const offers: Record<string, DemoOffer[]> = {};
  let category: DemoOffer[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('# ')) offers[line.slice(2)] = category = [];
    else if (line.trim() !== '') {
      const [kind, namePt, descriptionPt, nameEn, descriptionEn] = line.split(' | ');
      if (descriptionEn === undefined || (kind !== 'product' && kind !== 'service'))
        throw new Error(`A demo offer is not five fields: ${line}`);
      category.push([kind, namePt, descriptionPt, nameEn, descriptionEn]);
    }
  }
  return offers;
}

/** Three products or services for each category (its slug), in both languages. */
export const OFFERS_OF: Readonly<Record<string, readonly DemoOffer[]>> = parseOffers(OFFERS);
