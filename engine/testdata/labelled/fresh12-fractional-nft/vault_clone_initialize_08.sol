// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

// Vault implementation deployed once; the factory clones it (EIP-1167) for every fractionalised NFT and
// initialises the clone in the same transaction.
contract FractionVaultImpl {
    address public curator;
    IERC721 public token;
    uint256 public id;
    uint256 public totalSupply;
    uint256 public reservePrice;
    mapping(address => uint256) public balanceOf;

    event Initialized(address curator, address token, uint256 id);
    event Redeem(address indexed redeemer);

    function initialize(
        address _curator,
        IERC721 _token,
        uint256 _id,
        uint256 _supply,
        uint256 _listPrice
    ) external {
        // <yes> <report> ACCESS_CONTROL
        curator = _curator;
        token = _token;
        id = _id;
        totalSupply = _supply;
        reservePrice = _listPrice;
        balanceOf[_curator] = _supply;
        emit Initialized(_curator, address(_token), _id);
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        return true;
    }

    /// @notice the holder of every fraction takes the NFT back
    function redeem() external {
        require(balanceOf[msg.sender] == totalSupply, "redeem:no");
        balanceOf[msg.sender] = 0;
        totalSupply = 0;
        token.transferFrom(address(this), msg.sender, id);
        emit Redeem(msg.sender);
    }

    function kickCurator(address newCurator) external {
        require(msg.sender == curator, "kick:not curator");
        curator = newCurator;
    }
}

contract VaultFactory {
    address public immutable logic;
    uint256 public vaultCount;
    mapping(uint256 => address) public vaults;

    constructor() {
        logic = address(new FractionVaultImpl());
    }

    function mint(IERC721 token, uint256 id, uint256 supply, uint256 listPrice) external returns (uint256) {
        address vault = _clone(logic);
        FractionVaultImpl(vault).initialize(msg.sender, token, id, supply, listPrice);
        token.transferFrom(msg.sender, vault, id);
        vaults[vaultCount] = vault;
        vaultCount++;
        return vaultCount - 1;
    }

    function _clone(address impl) internal returns (address instance) {
        assembly {
            let ptr := mload(0x40)
            mstore(ptr, 0x3d602d80600a3d3981f3363d3d373d3d3d363d73000000000000000000000000)
            mstore(add(ptr, 0x14), shl(0x60, impl))
            mstore(add(ptr, 0x28), 0x5af43d82803e903d91602b57fd5bf30000000000000000000000000000000000)
            instance := create(0, ptr, 0x37)
        }
        require(instance != address(0), "clone failed");
    }
}
