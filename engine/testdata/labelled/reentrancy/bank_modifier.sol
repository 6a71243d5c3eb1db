pragma solidity ^0.4.24;

interface IGiftReceiver {
    function acceptsGift() external returns (bool);
}

// The eligibility check runs in one modifier; a later modifier asks the caller's contract a question, and the
// caller answers by claiming again while claimed is still false.
contract GiftBox {
    mapping (address => bool) public claimed;
    mapping (address => uint256) public gifts;

    modifier notClaimed() {
        require(!claimed[msg.sender]);
        _;
    }

    modifier acceptsGifts() {
        // <yes> <report> REENTRANCY
        require(IGiftReceiver(msg.sender).acceptsGift());
        _;
    }

    function claim() public notClaimed acceptsGifts {
        gifts[msg.sender] += 1 ether;
        claimed[msg.sender] = true;
    }

    function cash() public {
        uint256 amount = gifts[msg.sender];
        gifts[msg.sender] = 0;
        msg.sender.transfer(amount);
    }

    function() public payable {}
}
