pragma solidity ^0.6.12;

// Vault settlement: after the NFT is sold the curator's fee share of the proceeds is set aside and
// withdrawn by the curator; holders claim the rest pro rata.
contract SettlementVault {
    address payable public curator;
    uint256 public curatorFeeBps;
    uint256 public curatorOwed;
    uint256 public holderPool;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    bool public settled;

    constructor(uint256 supply, uint256 feeBps) public {
        require(feeBps <= 1000, "fee");
        curator = msg.sender;
        curatorFeeBps = feeBps;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
    }

    function settle() external payable {
        require(msg.sender == curator, "curator");
        require(!settled, "settled");
        settled = true;
        curatorOwed = msg.value * curatorFeeBps / 10000;
        holderPool = msg.value - curatorOwed;
    }

    function withdrawCuratorFee() external {
        require(msg.sender == curator, "curator");
        uint256 amount = curatorOwed;
        curatorOwed = 0;
        // <yes> <report> UNCHECKED_LL_CALLS
        curator.call{value: amount}("");
    }

    function claim() external {
        require(settled, "not settled");
        uint256 bal = balanceOf[msg.sender];
        require(bal > 0, "none");
        balanceOf[msg.sender] = 0;
        uint256 amount = holderPool * bal / totalSupply;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "claim");
    }
}
