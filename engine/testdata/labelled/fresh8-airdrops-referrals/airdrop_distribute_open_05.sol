pragma solidity ^0.5.16;

interface IERC20 {
    function transfer(address to, uint256 value) external returns (bool);
}

/// Marketing airdrop contract holding the campaign's tokens: the team calls `distribute` with a list
/// of winners. The owner modifier is declared but not applied, so anyone distributes the campaign's
/// tokens to a list of their own addresses.
contract CampaignAirdrop {
    address public owner;
    IERC20 public token;

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    constructor(IERC20 _token) public {
        owner = msg.sender;
        token = _token;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        owner = newOwner;
    }

    function distribute(address[] calldata winners, uint256 amountEach) external {
        for (uint256 i = 0; i < winners.length; i++) {
            // <yes> <report> ACCESS_CONTROL
            require(token.transfer(winners[i], amountEach));
        }
    }
}
