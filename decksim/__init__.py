"""decksim"""
