pragma solidity ^0.4.24;

contract Ownable {
    address public owner;

    constructor() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }
}

// A deposit vault of 2018: the admin path is guarded, but the public "finalize" reaches the same internal
// shutdown helper without any check, and anyone can destroy the vault and send its ether to the beneficiary.
contract DepositVault is Ownable {
    address public beneficiary;
    uint public closingTime;
    bool public finalized;
    mapping(address => uint256) public deposits;

    event Deposited(address indexed payer, uint256 amount);
    event Finalized();

    constructor(address _beneficiary, uint _closingTime) public {
        beneficiary = _beneficiary;
        closingTime = _closingTime;
    }

    function deposit() public payable {
        require(!finalized);
        deposits[msg.sender] += msg.value;
        emit Deposited(msg.sender, msg.value);
    }

    function emergencyClose() public onlyOwner {
        _shutdown();
    }

    function finalize() public {
        require(!finalized);
        finalized = true;
        emit Finalized();
        _shutdown();
    }

    function _shutdown() internal {
        // <yes> <report> ACCESS_CONTROL
        selfdestruct(beneficiary);
    }
}
