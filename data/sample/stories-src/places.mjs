/**
 * Cities used by the sample edition, keyed by a short slug.
 * Coordinates are city-centre values rounded to four decimals.
 * `state` is only given for US states, Indian states/territories and Canadian provinces.
 */
const P = (city, country, latitude, longitude, state) => ({ city, country, latitude, longitude, state });

export const PLACES = {
  // Netherlands
  amsterdam: P('Amsterdam', 'Netherlands', 52.3676, 4.9041),
  rotterdam: P('Rotterdam', 'Netherlands', 51.9244, 4.4777),
  utrecht: P('Utrecht', 'Netherlands', 52.0907, 5.1214),
  thehague: P('The Hague', 'Netherlands', 52.0705, 4.3007),
  eindhoven: P('Eindhoven', 'Netherlands', 51.4416, 5.4697),
  groningen: P('Groningen', 'Netherlands', 53.2194, 6.5665),
  leiden: P('Leiden', 'Netherlands', 52.1601, 4.497),
  maastricht: P('Maastricht', 'Netherlands', 50.8514, 5.691),
  // Belgium
  brussels: P('Brussels', 'Belgium', 50.8503, 4.3517),
  antwerp: P('Antwerp', 'Belgium', 51.2194, 4.4025),
  ghent: P('Ghent', 'Belgium', 51.0543, 3.7174),
  // Dutch-speaking Caribbean and South America
  willemstad: P('Willemstad', 'Curaçao', 12.1091, -68.9316),
  paramaribo: P('Paramaribo', 'Suriname', 5.852, -55.2038),
  // United States
  sanfrancisco: P('San Francisco', 'United States', 37.7749, -122.4194, 'California'),
  losangeles: P('Los Angeles', 'United States', 34.0522, -118.2437, 'California'),
  sandiego: P('San Diego', 'United States', 32.7157, -117.1611, 'California'),
  sacramento: P('Sacramento', 'United States', 38.5816, -121.4944, 'California'),
  sanjose: P('San Jose', 'United States', 37.3382, -121.8863, 'California'),
  newyork: P('New York', 'United States', 40.7128, -74.006, 'New York'),
  austin: P('Austin', 'United States', 30.2672, -97.7431, 'Texas'),
  houston: P('Houston', 'United States', 29.7604, -95.3698, 'Texas'),
  chicago: P('Chicago', 'United States', 41.8781, -87.6298, 'Illinois'),
  seattle: P('Seattle', 'United States', 47.6062, -122.3321, 'Washington'),
  miami: P('Miami', 'United States', 25.7617, -80.1918, 'Florida'),
  boston: P('Boston', 'United States', 42.3601, -71.0589, 'Massachusetts'),
  denver: P('Denver', 'United States', 39.7392, -104.9903, 'Colorado'),
  washington: P('Washington', 'United States', 38.9072, -77.0369),
  // India
  kolkata: P('Kolkata', 'India', 22.5726, 88.3639, 'West Bengal'),
  darjeeling: P('Darjeeling', 'India', 27.041, 88.2663, 'West Bengal'),
  siliguri: P('Siliguri', 'India', 26.7271, 88.3953, 'West Bengal'),
  mumbai: P('Mumbai', 'India', 19.076, 72.8777, 'Maharashtra'),
  delhi: P('Delhi', 'India', 28.7041, 77.1025, 'Delhi'),
  newdelhi: P('New Delhi', 'India', 28.6139, 77.209, 'Delhi'),
  bengaluru: P('Bengaluru', 'India', 12.9716, 77.5946, 'Karnataka'),
  chennai: P('Chennai', 'India', 13.0827, 80.2707, 'Tamil Nadu'),
  // Portugal
  lisbon: P('Lisbon', 'Portugal', 38.7223, -9.1393),
  porto: P('Porto', 'Portugal', 41.1579, -8.6291),
  coimbra: P('Coimbra', 'Portugal', 40.2033, -8.4103),
  faro: P('Faro', 'Portugal', 37.0194, -7.9304),
  // United Kingdom and Ireland
  london: P('London', 'United Kingdom', 51.5074, -0.1278),
  manchester: P('Manchester', 'United Kingdom', 53.4808, -2.2426),
  edinburgh: P('Edinburgh', 'United Kingdom', 55.9533, -3.1883),
  dublin: P('Dublin', 'Ireland', 53.3498, -6.2603),
  cork: P('Cork', 'Ireland', 51.8985, -8.4756),
  // Canada
  toronto: P('Toronto', 'Canada', 43.6532, -79.3832, 'Ontario'),
  vancouver: P('Vancouver', 'Canada', 49.2827, -123.1207, 'British Columbia'),
  montreal: P('Montreal', 'Canada', 45.5017, -73.5673, 'Quebec'),
  ottawa: P('Ottawa', 'Canada', 45.4215, -75.6972, 'Ontario'),
  // Brazil and Latin America
  saopaulo: P('São Paulo', 'Brazil', -23.5505, -46.6333),
  rio: P('Rio de Janeiro', 'Brazil', -22.9068, -43.1729),
  brasilia: P('Brasília', 'Brazil', -15.7939, -47.8828),
  mexicocity: P('Mexico City', 'Mexico', 19.4326, -99.1332),
  guadalajara: P('Guadalajara', 'Mexico', 20.6597, -103.3496),
  buenosaires: P('Buenos Aires', 'Argentina', -34.6037, -58.3816),
  santiago: P('Santiago', 'Chile', -33.4489, -70.6693),
  // Rest of Europe
  berlin: P('Berlin', 'Germany', 52.52, 13.405),
  munich: P('Munich', 'Germany', 48.1351, 11.582),
  hamburg: P('Hamburg', 'Germany', 53.5511, 9.9937),
  paris: P('Paris', 'France', 48.8566, 2.3522),
  lyon: P('Lyon', 'France', 45.764, 4.8357),
  madrid: P('Madrid', 'Spain', 40.4168, -3.7038),
  barcelona: P('Barcelona', 'Spain', 41.3874, 2.1686),
  rome: P('Rome', 'Italy', 41.9028, 12.4964),
  milan: P('Milan', 'Italy', 45.4642, 9.19),
  geneva: P('Geneva', 'Switzerland', 46.2044, 6.1432),
  oslo: P('Oslo', 'Norway', 59.9139, 10.7522),
  copenhagen: P('Copenhagen', 'Denmark', 55.6761, 12.5683),
  // Asia and Pacific
  tokyo: P('Tokyo', 'Japan', 35.6762, 139.6503),
  osaka: P('Osaka', 'Japan', 34.6937, 135.5023),
  seoul: P('Seoul', 'South Korea', 37.5665, 126.978),
  singapore: P('Singapore', 'Singapore', 1.3521, 103.8198),
  jakarta: P('Jakarta', 'Indonesia', -6.2088, 106.8456),
  sydney: P('Sydney', 'Australia', -33.8688, 151.2093),
  melbourne: P('Melbourne', 'Australia', -37.8136, 144.9631),
  canberra: P('Canberra', 'Australia', -35.2809, 149.13),
  wellington: P('Wellington', 'New Zealand', -41.2865, 174.7762),
  // Africa and Middle East
  nairobi: P('Nairobi', 'Kenya', -1.2921, 36.8219),
  mombasa: P('Mombasa', 'Kenya', -4.0435, 39.6682),
  lagos: P('Lagos', 'Nigeria', 6.5244, 3.3792),
  abuja: P('Abuja', 'Nigeria', 9.0765, 7.3986),
  capetown: P('Cape Town', 'South Africa', -33.9249, 18.4241),
  johannesburg: P('Johannesburg', 'South Africa', -26.2041, 28.0473),
  accra: P('Accra', 'Ghana', 5.6037, -0.187),
  cairo: P('Cairo', 'Egypt', 30.0444, 31.2357),
};
