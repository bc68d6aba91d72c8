-- Reference defaults now come with the company (lib/server/reference/defaults.ts, in the transaction that
-- inserts it) and are never written on a read. Companies made before that get them here, list by list, exactly
-- as seedReferenceDefaults gives them: the default building-type taxonomy and the labelled sample cost index,
-- location index and escalation rates. A company that already has a list's reference_lists row is left alone
-- (it was seeded once; what it deleted stays deleted); a sample row whose name or key it already uses is skipped.
WITH missing AS (
	SELECT c.uid FROM companies c
	WHERE NOT EXISTS (SELECT 1 FROM reference_lists r WHERE r.company_uid = c.uid AND r.list = 'building-types')
), parents AS (
	INSERT INTO building_types (company_uid, name, sort_order, default_key)
	SELECT m.uid, d.name, d.sort_order, d.key FROM missing m CROSS JOIN (VALUES
		('multifamily', 'Multifamily', 0),
		('office', 'Office', 1),
		('healthcare', 'Healthcare', 2),
		('education', 'Education', 3),
		('industrial', 'Industrial', 4),
		('retail-and-hospitality', 'Retail and Hospitality', 5),
		('civic', 'Civic', 6),
		('parking', 'Parking', 7),
		('sports-and-entertainment', 'Sports and Entertainment', 8),
		('infrastructure-and-site', 'Infrastructure and Site', 9)
	) AS d(key, name, sort_order)
	ON CONFLICT DO NOTHING
	RETURNING uid, company_uid, default_key
), children AS (
	INSERT INTO building_types (company_uid, parent_uid, name, sort_order, default_key)
	SELECT p.company_uid, p.uid, d.name, d.sort_order, d.key FROM parents p JOIN (VALUES
		('multifamily', 'multifamily.garden', 'Garden', 0),
		('multifamily', 'multifamily.walk-up', 'Walk-up', 1),
		('multifamily', 'multifamily.wrap', 'Wrap', 2),
		('multifamily', 'multifamily.podium-mid-rise', 'Podium mid-rise', 3),
		('multifamily', 'multifamily.high-rise', 'High-rise', 4),
		('multifamily', 'multifamily.townhomes', 'Townhomes', 5),
		('multifamily', 'multifamily.senior-living', 'Senior living', 6),
		('multifamily', 'multifamily.student-housing', 'Student housing', 7),
		('multifamily', 'multifamily.affordable', 'Affordable', 8),
		('office', 'office.low-rise', 'Low-rise', 0),
		('office', 'office.mid-rise', 'Mid-rise', 1),
		('office', 'office.high-rise', 'High-rise', 2),
		('office', 'office.tenant-improvement', 'Tenant improvement', 3),
		('office', 'office.medical-office', 'Medical office', 4),
		('healthcare', 'healthcare.hospital', 'Hospital', 0),
		('healthcare', 'healthcare.ambulatory-surgery', 'Ambulatory surgery', 1),
		('healthcare', 'healthcare.clinic', 'Clinic', 2),
		('healthcare', 'healthcare.behavioral-health', 'Behavioral health', 3),
		('education', 'education.k-12-elementary', 'K-12 Elementary', 0),
		('education', 'education.k-12-middle-school', 'K-12 Middle school', 1),
		('education', 'education.k-12-high-school', 'K-12 High school', 2),
		('education', 'education.higher-ed-academic', 'Higher-ed academic', 3),
		('education', 'education.dormitory', 'Dormitory', 4),
		('education', 'education.higher-ed-lab', 'Higher-ed lab', 5),
		('industrial', 'industrial.warehouse-distribution', 'Warehouse / distribution', 0),
		('industrial', 'industrial.manufacturing', 'Manufacturing', 1),
		('industrial', 'industrial.cold-storage', 'Cold storage', 2),
		('industrial', 'industrial.data-center', 'Data center', 3),
		('industrial', 'industrial.life-science-lab', 'Life-science lab', 4),
		('retail-and-hospitality', 'retail-and-hospitality.retail', 'Retail', 0),
		('retail-and-hospitality', 'retail-and-hospitality.restaurant', 'Restaurant', 1),
		('retail-and-hospitality', 'retail-and-hospitality.hotel', 'Hotel', 2),
		('retail-and-hospitality', 'retail-and-hospitality.mixed-use', 'Mixed-use', 3),
		('civic', 'civic.municipal', 'Municipal', 0),
		('civic', 'civic.public-safety', 'Public safety', 1),
		('civic', 'civic.library', 'Library', 2),
		('civic', 'civic.religious', 'Religious', 3),
		('civic', 'civic.museum', 'Museum', 4),
		('parking', 'parking.structured', 'Structured', 0),
		('parking', 'parking.surface', 'Surface', 1),
		('sports-and-entertainment', 'sports-and-entertainment.arena-stadium', 'Arena / stadium', 0),
		('sports-and-entertainment', 'sports-and-entertainment.recreation-center', 'Recreation center', 1),
		('sports-and-entertainment', 'sports-and-entertainment.performing-arts', 'Performing arts', 2),
		('infrastructure-and-site', 'infrastructure-and-site.site-development', 'Site development', 0),
		('infrastructure-and-site', 'infrastructure-and-site.roads-and-bridges', 'Roads and bridges', 1),
		('infrastructure-and-site', 'infrastructure-and-site.utilities', 'Utilities', 2)
	) AS d(parent_key, key, name, sort_order) ON d.parent_key = p.default_key
	ON CONFLICT DO NOTHING
)
INSERT INTO reference_lists (company_uid, list, seeded_at)
SELECT uid, 'building-types', now() FROM missing;
--> statement-breakpoint
WITH missing AS (
	SELECT c.uid FROM companies c
	WHERE NOT EXISTS (SELECT 1 FROM reference_lists r WHERE r.company_uid = c.uid AND r.list = 'cost-index')
), series AS (
	INSERT INTO cost_index_series (company_uid, name, frequency, base_label, is_sample)
	SELECT uid, 'Sample construction cost index (illustrative)', 'monthly', 'Jan 2015 = 100', true FROM missing
	ON CONFLICT DO NOTHING
	RETURNING uid, company_uid
), points AS (
	INSERT INTO cost_index_points (series_uid, company_uid, period, value)
	SELECT s.uid, s.company_uid, p.period, p.value FROM series s CROSS JOIN (VALUES
		(date '2015-01-01', 100),
		(date '2015-02-01', 100.2),
		(date '2015-03-01', 100.56),
		(date '2015-04-01', 100.92),
		(date '2015-05-01', 101.25),
		(date '2015-06-01', 101.55),
		(date '2015-07-01', 101.82),
		(date '2015-08-01', 102.05),
		(date '2015-09-01', 102.25),
		(date '2015-10-01', 102.46),
		(date '2015-11-01', 102.69),
		(date '2015-12-01', 102.96),
		(date '2016-01-01', 103.31),
		(date '2016-02-01', 103.69),
		(date '2016-03-01', 104.1),
		(date '2016-04-01', 104.51),
		(date '2016-05-01', 104.91),
		(date '2016-06-01', 105.26),
		(date '2016-07-01', 105.58),
		(date '2016-08-01', 105.86),
		(date '2016-09-01', 106.11),
		(date '2016-10-01', 106.37),
		(date '2016-11-01', 106.65),
		(date '2016-12-01', 106.97),
		(date '2017-01-01', 107.4),
		(date '2017-02-01', 107.86),
		(date '2017-03-01', 108.35),
		(date '2017-04-01', 108.83),
		(date '2017-05-01', 109.3),
		(date '2017-06-01', 109.73),
		(date '2017-07-01', 110.12),
		(date '2017-08-01', 110.48),
		(date '2017-09-01', 110.81),
		(date '2017-10-01', 111.14),
		(date '2017-11-01', 111.5),
		(date '2017-12-01', 111.89),
		(date '2018-01-01', 112.39),
		(date '2018-02-01', 112.93),
		(date '2018-03-01', 113.49),
		(date '2018-04-01', 114.06),
		(date '2018-05-01', 114.6),
		(date '2018-06-01', 115.11),
		(date '2018-07-01', 115.58),
		(date '2018-08-01', 116),
		(date '2018-09-01', 116.4),
		(date '2018-10-01', 116.81),
		(date '2018-11-01', 117.24),
		(date '2018-12-01', 117.71),
		(date '2019-01-01', 118.13),
		(date '2019-02-01', 118.59),
		(date '2019-03-01', 119.08),
		(date '2019-04-01', 119.57),
		(date '2019-05-01', 120.04),
		(date '2019-06-01', 120.46),
		(date '2019-07-01', 120.84),
		(date '2019-08-01', 121.18),
		(date '2019-09-01', 121.5),
		(date '2019-10-01', 121.81),
		(date '2019-11-01', 122.15),
		(date '2019-12-01', 122.54),
		(date '2020-01-01', 122.73),
		(date '2020-02-01', 122.96),
		(date '2020-03-01', 123.21),
		(date '2020-04-01', 123.47),
		(date '2020-05-01', 123.7),
		(date '2020-06-01', 123.89),
		(date '2020-07-01', 124.03),
		(date '2020-08-01', 124.12),
		(date '2020-09-01', 124.19),
		(date '2020-10-01', 124.26),
		(date '2020-11-01', 124.36),
		(date '2020-12-01', 124.5),
		(date '2021-01-01', 125.69),
		(date '2021-02-01', 126.93),
		(date '2021-03-01', 128.21),
		(date '2021-04-01', 129.51),
		(date '2021-05-01', 130.79),
		(date '2021-06-01', 132.04),
		(date '2021-07-01', 133.24),
		(date '2021-08-01', 134.41),
		(date '2021-09-01', 135.57),
		(date '2021-10-01', 136.73),
		(date '2021-11-01', 137.93),
		(date '2021-12-01', 139.19),
		(date '2022-01-01', 140.68),
		(date '2022-02-01', 142.24),
		(date '2022-03-01', 143.85),
		(date '2022-04-01', 145.48),
		(date '2022-05-01', 147.09),
		(date '2022-06-01', 148.67),
		(date '2022-07-01', 150.2),
		(date '2022-08-01', 151.7),
		(date '2022-09-01', 153.19),
		(date '2022-10-01', 154.68),
		(date '2022-11-01', 156.23),
		(date '2022-12-01', 157.84),
		(date '2023-01-01', 158.5),
		(date '2023-02-01', 159.22),
		(date '2023-03-01', 159.98),
		(date '2023-04-01', 160.74),
		(date '2023-05-01', 161.47),
		(date '2023-06-01', 162.15),
		(date '2023-07-01', 162.76),
		(date '2023-08-01', 163.32),
		(date '2023-09-01', 163.85),
		(date '2023-10-01', 164.38),
		(date '2023-11-01', 164.95),
		(date '2023-12-01', 165.58),
		(date '2024-01-01', 166.11),
		(date '2024-02-01', 166.71),
		(date '2024-03-01', 167.34),
		(date '2024-04-01', 167.97),
		(date '2024-05-01', 168.57),
		(date '2024-06-01', 169.12),
		(date '2024-07-01', 169.6),
		(date '2024-08-01', 170.02),
		(date '2024-09-01', 170.4),
		(date '2024-10-01', 170.79),
		(date '2024-11-01', 171.22),
		(date '2024-12-01', 171.7),
		(date '2025-01-01', 172.28),
		(date '2025-02-01', 172.93),
		(date '2025-03-01', 173.61),
		(date '2025-04-01', 174.3),
		(date '2025-05-01', 174.95),
		(date '2025-06-01', 175.54),
		(date '2025-07-01', 176.07),
		(date '2025-08-01', 176.53),
		(date '2025-09-01', 176.97),
		(date '2025-10-01', 177.4),
		(date '2025-11-01', 177.87),
		(date '2025-12-01', 178.4),
		(date '2026-01-01', 178.95),
		(date '2026-02-01', 179.56),
		(date '2026-03-01', 180.21),
		(date '2026-04-01', 180.86),
		(date '2026-05-01', 181.48),
		(date '2026-06-01', 182.04),
		(date '2026-07-01', 182.52),
		(date '2026-08-01', 182.95),
		(date '2026-09-01', 183.34),
		(date '2026-10-01', 183.72)
	) AS p(period, value)
)
INSERT INTO reference_lists (company_uid, list, seeded_at)
SELECT uid, 'cost-index', now() FROM missing;
--> statement-breakpoint
WITH missing AS (
	SELECT c.uid FROM companies c
	WHERE NOT EXISTS (SELECT 1 FROM reference_lists r WHERE r.company_uid = c.uid AND r.list = 'location-index')
), locations AS (
	INSERT INTO location_indexes (company_uid, series_name, kind, key, label, value, is_sample)
	SELECT m.uid, 'Sample location index (illustrative)', l.kind, l.key, l.label, l.value, true FROM missing m CROSS JOIN (VALUES
		('metro', 'new-york-ny', 'New York, NY', 131.8),
		('metro', 'san-francisco-ca', 'San Francisco, CA', 127.4),
		('metro', 'san-jose-ca', 'San Jose, CA', 125.9),
		('metro', 'boston-ma', 'Boston, MA', 118.6),
		('metro', 'chicago-il', 'Chicago, IL', 117.2),
		('metro', 'los-angeles-ca', 'Los Angeles, CA', 114.3),
		('metro', 'philadelphia-pa', 'Philadelphia, PA', 113.1),
		('metro', 'seattle-wa', 'Seattle, WA', 111.7),
		('metro', 'sacramento-ca', 'Sacramento, CA', 115.5),
		('metro', 'san-diego-ca', 'San Diego, CA', 111.9),
		('metro', 'minneapolis-mn', 'Minneapolis, MN', 108.4),
		('metro', 'portland-or', 'Portland, OR', 105.2),
		('metro', 'las-vegas-nv', 'Las Vegas, NV', 104.1),
		('metro', 'st-louis-mo', 'St. Louis, MO', 103.6),
		('metro', 'pittsburgh-pa', 'Pittsburgh, PA', 102.8),
		('metro', 'detroit-mi', 'Detroit, MI', 102.3),
		('metro', 'kansas-city-mo', 'Kansas City, MO', 101.7),
		('metro', 'cleveland-oh', 'Cleveland, OH', 98.9),
		('metro', 'washington-dc', 'Washington, DC', 97.6),
		('metro', 'baltimore-md', 'Baltimore, MD', 95.8),
		('metro', 'columbus-oh', 'Columbus, OH', 95.4),
		('metro', 'denver-co', 'Denver, CO', 94.2),
		('metro', 'indianapolis-in', 'Indianapolis, IN', 93.7),
		('metro', 'salt-lake-city-ut', 'Salt Lake City, UT', 91.8),
		('metro', 'atlanta-ga', 'Atlanta, GA', 90.1),
		('metro', 'richmond-va', 'Richmond, VA', 89.6),
		('metro', 'miami-fl', 'Miami, FL', 89.3),
		('metro', 'albuquerque-nm', 'Albuquerque, NM', 88.9),
		('metro', 'phoenix-az', 'Phoenix, AZ', 88.4),
		('metro', 'nashville-tn', 'Nashville, TN', 87.9),
		('metro', 'orlando-fl', 'Orlando, FL', 87.6),
		('metro', 'houston-tx', 'Houston, TX', 87.2),
		('metro', 'dallas-tx', 'Dallas, TX', 86.4),
		('metro', 'charlotte-nc', 'Charlotte, NC', 85.1),
		('state', 'AK', 'Alaska', 121.6),
		('state', 'HI', 'Hawaii', 125.2),
		('state', 'CA', 'California', 116.8),
		('state', 'NY', 'New York', 112.4),
		('state', 'TX', 'Texas', 85.7),
		('state', 'FL', 'Florida', 87.4),
		('state', 'NC', 'North Carolina', 84.3)
	) AS l(kind, key, label, value)
	ON CONFLICT DO NOTHING
)
INSERT INTO reference_lists (company_uid, list, seeded_at)
SELECT uid, 'location-index', now() FROM missing;
--> statement-breakpoint
WITH missing AS (
	SELECT c.uid FROM companies c
	WHERE NOT EXISTS (SELECT 1 FROM reference_lists r WHERE r.company_uid = c.uid AND r.list = 'escalation-rate')
), rates AS (
	INSERT INTO escalation_rates (company_uid, year, rate_percent, kind, is_sample)
	SELECT m.uid, r.year, r.rate_percent, r.kind, true FROM missing m CROSS JOIN (VALUES
		(2015, 3.31, 'actual'),
		(2016, 3.96, 'actual'),
		(2017, 4.65, 'actual'),
		(2018, 5.11, 'actual'),
		(2019, 3.89, 'actual'),
		(2020, 2.41, 'actual'),
		(2021, 11.93, 'actual'),
		(2022, 12.67, 'actual'),
		(2023, 4.8, 'actual'),
		(2024, 3.71, 'actual'),
		(2025, 3.87, 'actual'),
		(2026, 3.8, 'forecast'),
		(2027, 3.6, 'forecast'),
		(2028, 3.5, 'forecast'),
		(2029, 3.4, 'forecast'),
		(2030, 3.3, 'forecast')
	) AS r(year, rate_percent, kind)
	ON CONFLICT DO NOTHING
)
INSERT INTO reference_lists (company_uid, list, seeded_at)
SELECT uid, 'escalation-rate', now() FROM missing;
