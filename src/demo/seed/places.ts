/**
 * Demo places: real Australian suburbs and towns (weighted towards the dealership "auto alleys" of the east coast),
 * with postcodes, approximate centroids, real arterial roads for street addresses and the phone area code digit.
 * Also common Australian given names, surnames and words used to compose dealership names.
 */
import type { PlaceSpec } from "./catalogue-types";

export const places: PlaceSpec[] = [
  // Queensland
  { suburb: "Springwood", state: "QLD", postcode: "4127", lat: -27.6131, lng: 153.1294, streets: ["Logan Road", "Springwood Road", "Rochedale Road"], areaCode: "7" },
  { suburb: "Eagle Farm", state: "QLD", postcode: "4009", lat: -27.4316, lng: 153.0873, streets: ["Kingsford Smith Drive", "Schneider Road"], areaCode: "7" },
  { suburb: "Aspley", state: "QLD", postcode: "4034", lat: -27.3658, lng: 153.0199, streets: ["Gympie Road", "Robinson Road"], areaCode: "7" },
  { suburb: "Windsor", state: "QLD", postcode: "4030", lat: -27.4338, lng: 153.0289, streets: ["Lutwyche Road", "Newmarket Road"], areaCode: "7" },
  { suburb: "Newstead", state: "QLD", postcode: "4006", lat: -27.4441, lng: 153.0442, streets: ["Breakfast Creek Road", "Commercial Road"], areaCode: "7" },
  { suburb: "Woolloongabba", state: "QLD", postcode: "4102", lat: -27.4888, lng: 153.0364, streets: ["Ipswich Road", "Logan Road", "Stanley Street"], areaCode: "7" },
  { suburb: "Moorooka", state: "QLD", postcode: "4105", lat: -27.5343, lng: 153.0241, streets: ["Ipswich Road", "Beaudesert Road"], areaCode: "7" },
  { suburb: "Chermside", state: "QLD", postcode: "4032", lat: -27.3853, lng: 153.0312, streets: ["Gympie Road", "Hamilton Road"], areaCode: "7" },
  { suburb: "Indooroopilly", state: "QLD", postcode: "4068", lat: -27.4996, lng: 152.9738, streets: ["Moggill Road", "Station Road"], areaCode: "7" },
  { suburb: "Capalaba", state: "QLD", postcode: "4157", lat: -27.5268, lng: 153.1929, streets: ["Old Cleveland Road", "Redland Bay Road", "Mount Cotton Road"], areaCode: "7" },
  { suburb: "Browns Plains", state: "QLD", postcode: "4118", lat: -27.6631, lng: 153.0468, streets: ["Browns Plains Road", "Grand Plaza Drive"], areaCode: "7" },
  { suburb: "Beenleigh", state: "QLD", postcode: "4207", lat: -27.7150, lng: 153.2021, streets: ["George Street", "City Road"], areaCode: "7" },
  { suburb: "Kippa-Ring", state: "QLD", postcode: "4021", lat: -27.2253, lng: 153.0849, streets: ["Anzac Avenue", "Klinger Road"], areaCode: "7" },
  { suburb: "Ipswich", state: "QLD", postcode: "4305", lat: -27.6145, lng: 152.7596, streets: ["Brisbane Street", "Warwick Road"], areaCode: "7" },
  { suburb: "Southport", state: "QLD", postcode: "4215", lat: -27.9670, lng: 153.3998, streets: ["Ferry Road", "Nerang Street", "Scarborough Street"], areaCode: "7" },
  { suburb: "Robina", state: "QLD", postcode: "4226", lat: -28.0780, lng: 153.3841, streets: ["Robina Town Centre Drive", "Scottsdale Drive"], areaCode: "7" },
  { suburb: "Maroochydore", state: "QLD", postcode: "4558", lat: -26.6580, lng: 153.0907, streets: ["Maroochydore Road", "Aerodrome Road", "Horton Parade"], areaCode: "7" },
  { suburb: "Caboolture", state: "QLD", postcode: "4510", lat: -27.0849, lng: 152.9513, streets: ["King Street", "Morayfield Road"], areaCode: "7" },
  { suburb: "Morayfield", state: "QLD", postcode: "4506", lat: -27.1085, lng: 152.9491, streets: ["Morayfield Road", "Walkers Road"], areaCode: "7" },
  { suburb: "Toowoomba", state: "QLD", postcode: "4350", lat: -27.5606, lng: 151.9539, streets: ["Ruthven Street", "James Street", "Anzac Avenue"], areaCode: "7" },
  { suburb: "Garbutt", state: "QLD", postcode: "4814", lat: -19.2670, lng: 146.7830, streets: ["Duckworth Street", "Ingham Road", "Bayswater Road"], areaCode: "7" },
  { suburb: "Cairns", state: "QLD", postcode: "4870", lat: -16.9203, lng: 145.7710, streets: ["Mulgrave Road", "Sheridan Street"], areaCode: "7" },
  { suburb: "Mackay", state: "QLD", postcode: "4740", lat: -21.1441, lng: 149.1861, streets: ["Nebo Road", "Sydney Street", "Victoria Street"], areaCode: "7" },
  { suburb: "North Rockhampton", state: "QLD", postcode: "4701", lat: -23.3637, lng: 150.5168, streets: ["Yaamba Road", "Musgrave Street", "High Street"], areaCode: "7" },
  { suburb: "Bundaberg", state: "QLD", postcode: "4670", lat: -24.8661, lng: 152.3489, streets: ["Bourbong Street", "Takalvan Street", "Walker Street"], areaCode: "7" },
  { suburb: "Pialba", state: "QLD", postcode: "4655", lat: -25.2853, lng: 152.8399, streets: ["Boat Harbour Drive", "Main Street"], areaCode: "7" },
  { suburb: "Gladstone", state: "QLD", postcode: "4680", lat: -23.8427, lng: 151.2555, streets: ["Dawson Highway", "Hanson Road"], areaCode: "7" },

  // New South Wales
  { suburb: "Parramatta", state: "NSW", postcode: "2150", lat: -33.8150, lng: 151.0011, streets: ["Church Street", "Parramatta Road", "Victoria Road"], areaCode: "2" },
  { suburb: "Liverpool", state: "NSW", postcode: "2170", lat: -33.9200, lng: 150.9230, streets: ["Hume Highway", "Moore Street", "Macquarie Street"], areaCode: "2" },
  { suburb: "Five Dock", state: "NSW", postcode: "2046", lat: -33.8671, lng: 151.1290, streets: ["Parramatta Road", "Great North Road"], areaCode: "2" },
  { suburb: "Artarmon", state: "NSW", postcode: "2064", lat: -33.8100, lng: 151.1850, streets: ["Pacific Highway", "Reserve Road"], areaCode: "2" },
  { suburb: "Brookvale", state: "NSW", postcode: "2100", lat: -33.7670, lng: 151.2718, streets: ["Pittwater Road", "Old Pittwater Road"], areaCode: "2" },
  { suburb: "Castle Hill", state: "NSW", postcode: "2154", lat: -33.7310, lng: 151.0040, streets: ["Old Northern Road", "Showground Road"], areaCode: "2" },
  { suburb: "Penrith", state: "NSW", postcode: "2750", lat: -33.7511, lng: 150.6942, streets: ["High Street", "Mulgoa Road", "Great Western Highway"], areaCode: "2" },
  { suburb: "Blacktown", state: "NSW", postcode: "2148", lat: -33.7710, lng: 150.9063, streets: ["Flushcombe Road", "Richmond Road", "Main Street"], areaCode: "2" },
  { suburb: "Campbelltown", state: "NSW", postcode: "2560", lat: -34.0650, lng: 150.8142, streets: ["Queen Street", "Narellan Road"], areaCode: "2" },
  { suburb: "Rockdale", state: "NSW", postcode: "2216", lat: -33.9526, lng: 151.1374, streets: ["Princes Highway", "Bay Street"], areaCode: "2" },
  { suburb: "Kirrawee", state: "NSW", postcode: "2232", lat: -34.0333, lng: 151.0700, streets: ["Princes Highway", "Oak Road"], areaCode: "2" },
  { suburb: "Alexandria", state: "NSW", postcode: "2015", lat: -33.9050, lng: 151.1950, streets: ["O'Riordan Street", "Botany Road"], areaCode: "2" },
  { suburb: "Broadmeadow", state: "NSW", postcode: "2292", lat: -32.9245, lng: 151.7302, streets: ["Brunker Road", "Lambton Road"], areaCode: "2" },
  { suburb: "West Gosford", state: "NSW", postcode: "2250", lat: -33.4270, lng: 151.3180, streets: ["Manns Road", "Central Coast Highway"], areaCode: "2" },
  { suburb: "Tuggerah", state: "NSW", postcode: "2259", lat: -33.3070, lng: 151.4150, streets: ["Wyong Road", "Pacific Highway"], areaCode: "2" },
  { suburb: "Wollongong", state: "NSW", postcode: "2500", lat: -34.4250, lng: 150.8931, streets: ["Crown Street", "Corrimal Street", "Flinders Street"], areaCode: "2" },
  { suburb: "Wagga Wagga", state: "NSW", postcode: "2650", lat: -35.1082, lng: 147.3598, streets: ["Baylis Street", "Edward Street"], areaCode: "2" },
  { suburb: "Dubbo", state: "NSW", postcode: "2830", lat: -32.2430, lng: 148.6048, streets: ["Cobra Street", "Victoria Street"], areaCode: "2" },
  { suburb: "Tamworth", state: "NSW", postcode: "2340", lat: -31.0900, lng: 150.9290, streets: ["Peel Street", "Goonoo Goonoo Road"], areaCode: "2" },
  { suburb: "Port Macquarie", state: "NSW", postcode: "2444", lat: -31.4333, lng: 152.9083, streets: ["Hastings River Drive", "Lake Road"], areaCode: "2" },
  { suburb: "Coffs Harbour", state: "NSW", postcode: "2450", lat: -30.2963, lng: 153.1135, streets: ["Pacific Highway", "Harbour Drive"], areaCode: "2" },
  { suburb: "Albury", state: "NSW", postcode: "2640", lat: -36.0737, lng: 146.9135, streets: ["Dean Street", "Wodonga Place", "Young Street"], areaCode: "2" },

  // Victoria
  { suburb: "Ringwood", state: "VIC", postcode: "3134", lat: -37.8140, lng: 145.2290, streets: ["Maroondah Highway", "Warrandyte Road"], areaCode: "3" },
  { suburb: "Essendon Fields", state: "VIC", postcode: "3041", lat: -37.7300, lng: 144.9000, streets: ["English Street", "Bulla Road", "Matthews Avenue"], areaCode: "3" },
  { suburb: "Dandenong", state: "VIC", postcode: "3175", lat: -37.9875, lng: 145.2149, streets: ["Princes Highway", "Lonsdale Street", "Cheltenham Road"], areaCode: "3" },
  { suburb: "Doncaster", state: "VIC", postcode: "3108", lat: -37.7870, lng: 145.1230, streets: ["Doncaster Road", "Williamsons Road"], areaCode: "3" },
  { suburb: "Brighton", state: "VIC", postcode: "3186", lat: -37.9056, lng: 144.9990, streets: ["Nepean Highway", "Bay Street"], areaCode: "3" },
  { suburb: "Cheltenham", state: "VIC", postcode: "3192", lat: -37.9550, lng: 145.0530, streets: ["Nepean Highway", "Centre Dandenong Road"], areaCode: "3" },
  { suburb: "Frankston", state: "VIC", postcode: "3199", lat: -38.1433, lng: 145.1259, streets: ["Nepean Highway", "Cranbourne Road"], areaCode: "3" },
  { suburb: "Hoppers Crossing", state: "VIC", postcode: "3029", lat: -37.8830, lng: 144.7000, streets: ["Old Geelong Road", "Derrimut Road"], areaCode: "3" },
  { suburb: "Epping", state: "VIC", postcode: "3076", lat: -37.6430, lng: 145.0270, streets: ["High Street", "Cooper Street"], areaCode: "3" },
  { suburb: "Preston", state: "VIC", postcode: "3072", lat: -37.7440, lng: 145.0110, streets: ["High Street", "Plenty Road", "Gilbert Road"], areaCode: "3" },
  { suburb: "Berwick", state: "VIC", postcode: "3806", lat: -38.0300, lng: 145.3500, streets: ["Princes Highway", "Clyde Road"], areaCode: "3" },
  { suburb: "Cranbourne", state: "VIC", postcode: "3977", lat: -38.1000, lng: 145.2830, streets: ["South Gippsland Highway", "Sladen Street"], areaCode: "3" },
  { suburb: "Geelong", state: "VIC", postcode: "3220", lat: -38.1478, lng: 144.3607, streets: ["Latrobe Terrace", "Ryrie Street", "Malop Street"], areaCode: "3" },
  { suburb: "Ballarat", state: "VIC", postcode: "3350", lat: -37.5622, lng: 143.8503, streets: ["Sturt Street", "Mair Street", "Creswick Road"], areaCode: "3" },
  { suburb: "Bendigo", state: "VIC", postcode: "3550", lat: -36.7570, lng: 144.2794, streets: ["High Street", "Mitchell Street"], areaCode: "3" },
  { suburb: "Shepparton", state: "VIC", postcode: "3630", lat: -36.3805, lng: 145.3987, streets: ["Benalla Road", "Numurkah Road", "Wyndham Street"], areaCode: "3" },
  { suburb: "Traralgon", state: "VIC", postcode: "3844", lat: -38.1950, lng: 146.5403, streets: ["Princes Highway", "Argyle Street", "Franklin Street"], areaCode: "3" },
  { suburb: "Mildura", state: "VIC", postcode: "3500", lat: -34.1855, lng: 142.1625, streets: ["Fifteenth Street", "Deakin Avenue"], areaCode: "3" },
  { suburb: "Wodonga", state: "VIC", postcode: "3690", lat: -36.1213, lng: 146.8881, streets: ["High Street", "Melbourne Road"], areaCode: "3" },

  // South Australia
  { suburb: "Adelaide", state: "SA", postcode: "5000", lat: -34.9285, lng: 138.6007, streets: ["West Terrace", "North Terrace", "King William Street"], areaCode: "8" },
  { suburb: "Prospect", state: "SA", postcode: "5082", lat: -34.8840, lng: 138.5950, streets: ["Main North Road", "Prospect Road"], areaCode: "8" },
  { suburb: "Hindmarsh", state: "SA", postcode: "5007", lat: -34.9060, lng: 138.5690, streets: ["Port Road", "South Road"], areaCode: "8" },
  { suburb: "Kurralta Park", state: "SA", postcode: "5037", lat: -34.9500, lng: 138.5660, streets: ["Anzac Highway", "Marion Road"], areaCode: "8" },
  { suburb: "Elizabeth", state: "SA", postcode: "5112", lat: -34.7180, lng: 138.6700, streets: ["Main North Road", "Elizabeth Way"], areaCode: "8" },
  { suburb: "Mount Gambier", state: "SA", postcode: "5290", lat: -37.8284, lng: 140.7804, streets: ["Jubilee Highway East", "Penola Road"], areaCode: "8" },

  // Western Australia
  { suburb: "Osborne Park", state: "WA", postcode: "6017", lat: -31.9010, lng: 115.8110, streets: ["Scarborough Beach Road", "Main Street"], areaCode: "8" },
  { suburb: "Victoria Park", state: "WA", postcode: "6100", lat: -31.9760, lng: 115.9000, streets: ["Albany Highway", "Shepperton Road"], areaCode: "8" },
  { suburb: "Cannington", state: "WA", postcode: "6107", lat: -32.0170, lng: 115.9370, streets: ["Albany Highway", "Sevenoaks Street"], areaCode: "8" },
  { suburb: "Midland", state: "WA", postcode: "6056", lat: -31.8890, lng: 116.0100, streets: ["Great Eastern Highway", "Morrison Road"], areaCode: "8" },
  { suburb: "Joondalup", state: "WA", postcode: "6027", lat: -31.7450, lng: 115.7660, streets: ["Joondalup Drive", "Grand Boulevard"], areaCode: "8" },
  { suburb: "Bunbury", state: "WA", postcode: "6230", lat: -33.3271, lng: 115.6414, streets: ["Blair Street", "Spencer Street"], areaCode: "8" },

  // Tasmania
  { suburb: "Hobart", state: "TAS", postcode: "7000", lat: -42.8821, lng: 147.3272, streets: ["Argyle Street", "Macquarie Street", "Liverpool Street"], areaCode: "3" },
  { suburb: "Launceston", state: "TAS", postcode: "7250", lat: -41.4388, lng: 147.1347, streets: ["Wellington Street", "Invermay Road", "Brisbane Street"], areaCode: "3" },
  { suburb: "Devonport", state: "TAS", postcode: "7310", lat: -41.1800, lng: 146.3500, streets: ["Formby Road", "William Street"], areaCode: "3" },

  // Australian Capital Territory
  { suburb: "Phillip", state: "ACT", postcode: "2606", lat: -35.3480, lng: 149.0880, streets: ["Hindmarsh Drive", "Melrose Drive"], areaCode: "2" },
  { suburb: "Fyshwick", state: "ACT", postcode: "2609", lat: -35.3270, lng: 149.1700, streets: ["Canberra Avenue", "Newcastle Street"], areaCode: "2" },

  // Northern Territory
  { suburb: "Winnellie", state: "NT", postcode: "0820", lat: -12.4290, lng: 130.8840, streets: ["Stuart Highway", "Winnellie Road"], areaCode: "8" },
  { suburb: "Alice Springs", state: "NT", postcode: "0870", lat: -23.6980, lng: 133.8807, streets: ["Stuart Highway", "Todd Street", "Larapinta Drive"], areaCode: "8" },
];

export const firstNames: string[] = [
  "Jack", "Oliver", "William", "Noah", "Thomas", "James", "Lucas", "Henry", "Liam", "Ethan",
  "Mason", "Cooper", "Lachlan", "Riley", "Harrison", "Hunter", "Charlie", "Leo", "Max", "Samuel",
  "Daniel", "Matthew", "Joshua", "Ryan", "Benjamin", "Nathan", "Luke", "Michael", "David", "Andrew",
  "Charlotte", "Olivia", "Amelia", "Isla", "Mia", "Ava", "Grace", "Chloe", "Sophie", "Ruby",
  "Emily", "Zoe", "Evie", "Harper", "Willow", "Matilda", "Isabella", "Ella", "Lily", "Hannah",
  "Jessica", "Sarah", "Emma", "Georgia", "Kate", "Megan", "Rebecca", "Lauren", "Michelle", "Nicole",
];

export const lastNames: string[] = [
  "Smith", "Jones", "Williams", "Brown", "Wilson", "Taylor", "Johnson", "White", "Martin", "Anderson",
  "Thompson", "Nguyen", "Thomas", "Walker", "Harris", "Lee", "Ryan", "Robinson", "Kelly", "King",
  "Davis", "Wright", "Evans", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Patel",
  "Khan", "Lewis", "James", "Phillips", "Mitchell", "Turner", "Campbell", "Murphy", "Edwards", "Baker",
  "Scott", "Young", "Stewart", "Morris", "Hughes", "Cook", "Collins", "Nelson", "O'Brien", "Kennedy",
  "Murray", "Hill", "Morgan", "Bennett", "Russell", "Cooper", "Parker", "Tran", "Chen", "Wang",
];

export const dealerNameWords: string[] = [
  "Metro", "Northside", "Southside", "Eastside", "Westside", "Bayside", "Coastal", "Gateway", "Southern Cross", "Riverside",
  "City", "Capital", "Harbour", "Valley", "Highway", "Parkside", "Lakeside", "Hills", "Outback", "Pacific",
  "Peninsula", "Hinterland", "Sunshine", "Golden Coast", "Central", "Premier", "Heritage", "Summit", "Horizon", "Frontier",
  "Ironbark", "Wattle", "Boulevard", "Motorway", "Crossroads", "Junction", "Redgum", "Bluewater", "Sandstone", "Westgate",
];
