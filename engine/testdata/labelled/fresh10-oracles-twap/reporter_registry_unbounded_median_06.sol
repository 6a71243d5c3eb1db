// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

// Anyone posting a bond becomes a reporter; the aggregate walks every reporter to take the median.
contract BondedReporterAggregator {
    struct Report {
        uint256 price;
        uint256 timestamp;
    }

    uint256 public constant BOND = 0.1 ether;
    address[] public reporters;
    mapping(address => bool) public isReporter;
    mapping(address => Report) public reports;
    uint256 public latestPrice;
    uint256 public latestUpdate;

    function register() external payable {
        require(msg.value == BOND, "bond");
        require(!isReporter[msg.sender], "registered");
        isReporter[msg.sender] = true;
        reporters.push(msg.sender);
    }

    function submit(uint256 price) external {
        require(isReporter[msg.sender], "reporter");
        reports[msg.sender] = Report(price, block.timestamp);
    }

    function aggregate() external {
        uint256 n = 0;
        uint256[] memory prices = new uint256[](reporters.length);
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < reporters.length; i++) {
            Report memory r = reports[reporters[i]];
            if (r.timestamp + 1 hours >= block.timestamp) {
                prices[n++] = r.price;
            }
        }
        require(n > 0, "no reports");
        _sort(prices, n);
        latestPrice = prices[n / 2];
        latestUpdate = block.timestamp;
    }

    function _sort(uint256[] memory a, uint256 n) internal pure {
        for (uint256 i = 1; i < n; i++) {
            uint256 key = a[i];
            uint256 j = i;
            while (j > 0 && a[j - 1] > key) {
                a[j] = a[j - 1];
                j--;
            }
            a[j] = key;
        }
    }
}
