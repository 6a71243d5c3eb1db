pragma solidity ^0.5.0;

// A vault whose emergencyExit() calls the fee helper with a zero fee that the helper rejects: the exit can never
// succeed, and deposits are stuck whenever it is the only way out.
contract ExitVault {
    mapping(address => uint256) public deposits;
    bool public emergency;
    address public admin;

    constructor() public { admin = msg.sender; }

    function deposit() public payable { deposits[msg.sender] += msg.value; }

    function declareEmergency() public { require(msg.sender == admin); emergency = true; }

    function payout(address payable to, uint256 amount, uint256 feeBps) internal {
        require(feeBps > 0 && feeBps <= 1000, "fee out of range");
        uint256 fee = amount * feeBps / 10000;
        to.transfer(amount - fee);
    }

    function emergencyExit() public {
        require(emergency);
        uint256 amount = deposits[msg.sender];
        deposits[msg.sender] = 0;
        // <yes> <report> OTHER
        payout(msg.sender, amount, 0);
    }
}
