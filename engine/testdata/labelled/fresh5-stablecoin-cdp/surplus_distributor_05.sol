pragma solidity ^0.5.17;

/// After global settlement, each vault owner's leftover ETH (collateral above debt at the final price) is paid
/// back in one sweep by the settlement keeper.
contract SurplusDistributor {
    address public keeper;
    address payable[] public vaultOwners;
    mapping(address => uint256) public surplus;
    bool public settled;

    constructor() public {
        keeper = msg.sender;
    }

    function() external payable {}

    function record(address payable owner, uint256 amount) external {
        require(msg.sender == keeper);
        require(!settled);
        if (surplus[owner] == 0) {
            vaultOwners.push(owner);
        }
        surplus[owner] += amount;
    }

    function distribute() external {
        require(msg.sender == keeper);
        settled = true;
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < vaultOwners.length; i++) {
            uint256 amount = surplus[vaultOwners[i]];
            surplus[vaultOwners[i]] = 0;
            // <yes> <report> DENIAL_OF_SERVICE
            vaultOwners[i].transfer(amount);
        }
    }
}
